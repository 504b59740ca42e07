import { CAS_IN_TEXT, casToken, MDL_IN_TEXT, mdlToken } from './identifiers.ts';
import { pinyinTokens } from './pinyin-tokens.ts';
import { toSimplified } from './traditional.ts';

/** Longer "words" are junk (base64, a pasted URL): dropped, never truncated, so both sides agree. */
export const MAX_TOKEN_LENGTH = 64;
/** Names are short; a longer Han run is cut so one pasted paragraph cannot flood a product's index. */
const MAX_HAN_RUN = 40;

export interface TextTokenOptions {
  /**
   * `index`: Han runs give every character and every overlapping pair, so a one-character query finds
   * its character anywhere. `query`: a run of two or more gives only its pairs (all of which the index
   * holds); a lone character gives itself.
   */
  mode: 'index' | 'query';
  /** Full pinyin and initials of each Han run: for names, not for grades, brands or codes. */
  pinyin?: boolean;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * NFKC folds what Chinese keyboards and Excel produce into one form: full-width Ｌａｂ and １２ become
 * Lab and 12, the full-width comma and brackets become ASCII, the micro sign µ becomes Greek μ.
 * Traditional characters become simplified (氫氧化鈉 → 氢氧化钠), on the index and the query alike.
 */
export function normalizeText(s: string): string {
  return toSimplified(s.replace(LONE_SURROGATE, ' ').normalize('NFKC'));
}

/**
 * The glued forms a name's Latin words are also indexed under, so "Tween20", "Tween-20" and
 * "Tween 20", or "TrisHCl" and "Tris-HCl", meet: each hyphen-joined word without its hyphens, and each
 * pair of neighbouring words run together. Lower case, letters and digits only.
 */
export function gluedTokens(text: string, out: Set<string>): void {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => /^[a-z0-9μα-ω-]+$/u.test(w) && /[a-z0-9]/.test(w));
  const plain = words.map((w) => w.replace(/-/g, ''));
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.includes('-')) addToken(out, plain[i]!);
    if (i + 1 < words.length && plain[i] && plain[i + 1]) addToken(out, plain[i]! + plain[i + 1]!);
  }
}

// A letter or digit that is not Han (Latin, Greek α β μ, digits).
const W = String.raw`(?:(?!\p{Script=Han})[\p{L}\p{N}])`;
/**
 * Han runs, or word runs whose pieces are joined by `-`, `.` or `,` (refined below), followed
 * optionally by a hyphen that ties the run to the Han name after it (2-丙醇, L-半胱氨酸).
 */
const CHUNK = new RegExp(String.raw`(\p{Script=Han}+)|(${W}+(?:[-.,]${W}+)*)(-(?=\p{Script=Han}))?`, 'gu');

export function textTokens(text: string, options: TextTokenOptions, out: Set<string>): void {
  let rest = text;
  rest = rest.replace(CAS_IN_TEXT, (cas) => {
    const token = casToken(cas);
    if (!token) return cas;
    out.add(token);
    return ' ';
  });
  rest = rest.replace(MDL_IN_TEXT, (mdl) => {
    out.add(mdlToken(mdl)!);
    return ' ';
  });
  let locant: string | null = null;
  let locantEnd = -1;
  for (const match of rest.matchAll(CHUNK)) {
    const [, han, word, hyphen] = match;
    if (han !== undefined) {
      if (locant !== null && match.index === locantEnd) {
        addToken(out, `${locant}-${[...han].slice(0, 2).join('')}`);
      }
      locant = null;
      hanTokens(han, options, out);
    } else if (word !== undefined) {
      const words = splitWords(word);
      for (const w of words) wordTokens(w, out);
      locant = hyphen ? words.at(-1)!.toLowerCase() : null;
      locantEnd = match.index + match[0].length;
    }
  }
}

function addToken(out: Set<string>, token: string): void {
  if (token.length > 0 && token.length <= MAX_TOKEN_LENGTH) out.add(token);
}

function hanTokens(run: string, { mode, pinyin }: TextTokenOptions, out: Set<string>): void {
  const chars = [...run].slice(0, MAX_HAN_RUN);
  if (chars.length === 1 || mode === 'index') for (const c of chars) out.add(c);
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  if (pinyin) for (const token of pinyinTokens(chars.join(''))) addToken(out, token);
}

/**
 * A hyphen always joins (Tris-HCl, 2-propanol, LB-C00012-500ML). A dot joins only digits (0.22, 2.5);
 * elsewhere it ends a sentence or an abbreviation. A comma joins only short pieces, as in locants
 * (1,2 and N,N); "HPLC,AR" is two words.
 */
function splitWords(run: string): string[] {
  const pieces = run.split(/([-.,])/);
  const words: string[] = [];
  let current = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) {
    const joiner = pieces[i]!;
    const next = pieces[i + 1]!;
    const previous = current.split(/[-.,]/).at(-1)!;
    const joins =
      joiner === '-' ||
      (joiner === '.' && /\d$/.test(previous) && /^\d/.test(next)) ||
      (joiner === ',' && previous.length <= 2 && next.length <= 2);
    if (joins) {
      current += joiner + next;
    } else {
      words.push(current);
      current = next;
    }
  }
  words.push(current);
  return words;
}

const NUMBER_UNIT = /^(\d+(?:\.\d+)?)(\p{L}+)$/u;

export function isNumberWithUnit(token: string): boolean {
  return NUMBER_UNIT.test(token);
}

/**
 * A joined word is kept whole (`2-propanol`, `tris-hcl`, `n,n`) and also as its pieces (`propanol`,
 * `hcl`), so either form of a query finds it. A number glued to a unit (`500ml`, `0.22μm`) is also
 * split, so "500 mL" and "500mL" meet.
 */
function wordTokens(word: string, out: Set<string>): void {
  const lower = word.toLowerCase();
  if (lower.length > MAX_TOKEN_LENGTH) return;
  addToken(out, lower);
  for (const token of impliedTokens(lower)) addToken(out, token);
}

/** What the index always holds beside a word or locant token: its pieces and their number/unit halves. */
export function impliedTokens(token: string): string[] {
  const out: string[] = [];
  const pieces = /[-,]/.test(token) ? token.split(/[-,]/).filter(Boolean) : [token];
  for (const piece of pieces) {
    if (piece !== token) out.push(piece);
    const unit = NUMBER_UNIT.exec(piece);
    if (unit) out.push(unit[1]!, unit[2]!);
  }
  return out;
}
