import { MAX_QUERY_CHARS } from '@labmall/contract/catalogue';
import { isCasNumber } from '@labmall/rules';
import { CAS_IN_TEXT, casToken, MDL_IN_TEXT } from './identifiers.ts';
import { pinyinTokens } from './pinyin-tokens.ts';
import { shapeVariants } from './shape-alike.ts';
import { impliedTokens, isNumberWithUnit, normalizeText, textTokens } from './text-tokens.ts';
import { MAX_QUERY_TOKENS } from './tokenizer.ts';

/**
 * A query cut into the words a buyer meant, for the widening steps (catalogue/search/widen.ts):
 * when the plain AND of all tokens finds fewer than a page, each word becomes a group that may match
 * in several ways (its own tokens, a glued or CAS form, a vocabulary word it is a prefix or a typo of),
 * and a word that matches nothing can be set aside without sinking the rest. Pure: no database.
 */
export interface QueryGroup {
  /** The word(s) as typed, normalised (traditional → simplified, NFKC), for notes. */
  text: string;
  /** Ways the group matches, each an AND of lexemes; the first is the exact one. */
  alternatives: string[][];
  /** A Latin word that may be the start or a misspelling of an indexed word (never Han, never a code). */
  latin: string | null;
  /** A pack size (`500ml`, `2.5 L`), normalised to number + unit, lower case. */
  pack: string | null;
  /**
   * The full pinyin of a Han group (`已腈` → `yijing`): a character typed as its homophone (the commonest
   * slip of a pinyin input method) still reads as the name's pinyin, which the index holds.
   */
  pinyin?: string | null;
  /** A digit run read as a CAS number (`75058` → `75-05-8`), to say so above the results. */
  cas?: string | null;
  /**
   * A Han word with one character replaced by one that looks like it (形近字: 正戌烷 → 正戊烷), each with
   * its tokens: tried, like the pinyin, only when the word as typed matches nothing.
   */
  shapes?: { text: string; tokens: string[] }[];
}

/** How many groups a query is cut into, at most (the tokenizer keeps 12 tokens). */
export const MAX_GROUPS = MAX_QUERY_TOKENS;

const PACK_UNITS = new Set(['ml', 'l', 'μl', 'ul', 'g', 'kg', 'mg', 'μg', 'ug', 'mm', 'cm', 'm', 'μm', 'um']);
/** A pack size typed glued (`500ml`) or apart (`500 ml`). */
const PACK_RE = /^(\d+(?:\.\d+)?)\s*([a-zμ]+)$/u;

/** Pinyin syllables (permissive: every standard syllable matches, a few non-syllables do too). */
const SYLLABLE =
  /^(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|van|ai|ei|ao|ou|an|en|er|ia|ie|iu|in|ua|uo|ui|un|ve|ue|vn|a|o|e|i|u|v)$/;

export function isPinyinSyllable(word: string): boolean {
  return word.length <= 6 && SYLLABLE.test(word);
}

/**
 * A digit run that is a CAS number once its dashes are put back (`75058` → `75-05-8`): the last digit
 * is the check digit, the two before it the middle part. Null when the check digit disagrees.
 */
export function casFromDigits(digits: string): string | null {
  if (!/^[1-9]\d{4,9}$/.test(digits)) return null;
  const cas = `${digits.slice(0, -3)}-${digits.slice(-3, -1)}-${digits.slice(-1)}`;
  return isCasNumber(cas) ? cas : null;
}

// A chunk: a Han run, or a Latin/digit word with its joiners, optionally tied to the Han run after it by
// a hyphen (2-丙醇 stays one group).
const CHUNK = /(?:[\p{L}\p{N}]+(?:[-.,/_][\p{L}\p{N}]+)*-?)+/gu;

function tokensOf(text: string): string[] {
  const out = new Set<string>();
  textTokens(text, { mode: 'query' }, out);
  const all = [...out];
  const drop = new Set<string>();
  for (const t of all) {
    if (t.includes(':')) continue;
    if (/[-,]/.test(t)) for (const piece of impliedTokens(t)) drop.add(piece);
    else if (isNumberWithUnit(t)) drop.add(t);
  }
  return all.filter((t) => !drop.has(t));
}

function glued(text: string): string | null {
  const plain = text.toLowerCase().replace(/[-_./\s]/g, '');
  return /^[a-z0-9μ]{2,64}$/u.test(plain) && plain !== text.toLowerCase() ? plain : null;
}

/** Splits a glued Han/Latin chunk (`甲醇HPLC`, `乙腈500ml`) where the script changes, keeping `2-丙醇`. */
function splitScripts(chunk: string): string[] {
  return chunk
    .split(/(?<=\p{Script=Han})(?=[a-z0-9])|(?<=[a-z0-9%])(?=\p{Script=Han})/u)
    .filter((part) => part.length > 0);
}

export function queryGroups(query: string): QueryGroup[] {
  const raw = typeof query === 'string' ? query : '';
  const q = [...normalizeText([...raw.slice(0, MAX_QUERY_CHARS * 2)].slice(0, MAX_QUERY_CHARS).join(''))]
    .slice(0, MAX_QUERY_CHARS)
    .join('')
    .toLowerCase();
  const groups: QueryGroup[] = [];
  // CAS and MDL numbers are whole groups.
  let rest = q.replace(CAS_IN_TEXT, (cas) => {
    const token = casToken(cas);
    if (token) groups.push({ text: cas, alternatives: [[token]], latin: null, pack: null });
    return ' ';
  });
  rest = rest.replace(MDL_IN_TEXT, (mdl) => {
    groups.push({ text: mdl, alternatives: [tokensOf(mdl)], latin: null, pack: null });
    return ' ';
  });
  // A pack size typed apart (`500 ml`) is glued first so it is one group.
  rest = rest.replace(/(\d+(?:\.\d+)?)\s+(ml|l|g|kg|mg|μl|ul|μg|ug)(?![\p{L}\p{N}])/gu, '$1$2');
  const chunks = [...rest.matchAll(CHUNK)].flatMap((m) => splitWithLocants(m[0]));
  for (const chunk of chunks) {
    if (groups.length >= MAX_GROUPS) break;
    const group = groupOf(chunk);
    if (group) groups.push(group);
  }
  return joinPinyin(joinLetterNumber(groups));
}

/**
 * A model or column code typed apart (`C 18`, `Tween 20`, `X 100`): a Latin word followed by a number
 * is one group that also matches the two run together (`c18`, the glued form the index holds).
 */
function joinLetterNumber(groups: QueryGroup[]): QueryGroup[] {
  const out: QueryGroup[] = [];
  for (const g of groups) {
    const previous = out.at(-1);
    if (
      previous &&
      /^[a-z]{1,12}$/.test(previous.text) &&
      /^\d+$/.test(g.text) &&
      g.alternatives.length === 1
    ) {
      out[out.length - 1] = {
        text: `${previous.text} ${g.text}`,
        alternatives: [[...previous.alternatives[0]!, ...g.alternatives[0]!], [`${previous.text}${g.text}`]],
        latin: null,
        pack: null,
      };
    } else out.push(g);
  }
  return out;
}

/** `甲醇HPLC` → 甲醇, hplc; `2-丙醇` stays whole (a locant belongs to its name). */
function splitWithLocants(chunk: string): string[] {
  const parts = splitScripts(chunk);
  const out: string[] = [];
  for (const part of parts) {
    if (out.length > 0 && out.at(-1)!.endsWith('-')) out[out.length - 1] += part;
    else out.push(part);
  }
  return out.map((p) => p.replace(/-$/, '')).filter(Boolean);
}

function groupOf(chunk: string): QueryGroup | null {
  const tokens = tokensOf(chunk);
  if (tokens.length === 0) return null;
  const alternatives = [tokens];
  const pack = PACK_RE.exec(chunk);
  const isPack = pack !== null && PACK_UNITS.has(pack[2]!);
  const cas = /^\d+$/.test(chunk) ? casFromDigits(chunk) : null;
  if (cas) alternatives.push([casToken(cas)!]);
  const glue = /\p{Script=Han}/u.test(chunk) ? null : glued(chunk);
  if (glue && !tokens.includes(glue)) alternatives.push([glue]);
  const latin = /^[a-z][a-z0-9]*$/.test(chunk) && chunk.length >= 2 ? chunk : null;
  const isHan = /^\p{Script=Han}{2,}$/u.test(chunk);
  const han = isHan ? (pinyinTokens(chunk)[0] ?? null) : null;
  const shapes = isHan ? shapeVariants(chunk).map((text) => ({ text, tokens: tokensOf(text) })) : [];
  return {
    text: chunk,
    alternatives,
    latin,
    pack: isPack ? `${pack[1]}${pack[2]}` : null,
    pinyin: han,
    cas,
    ...(shapes.length > 0 ? { shapes } : {}),
  };
}

/**
 * Pinyin typed with spaces (`yi jing`, `er jia ji ya feng`): a run of two or more groups that are each
 * one pinyin syllable becomes one group that also matches the syllables run together (`yijing`, the
 * form the index holds).
 */
function joinPinyin(groups: QueryGroup[]): QueryGroup[] {
  const out: QueryGroup[] = [];
  let run: QueryGroup[] = [];
  const flush = () => {
    if (run.length >= 2) {
      const joined = run.map((g) => g.text).join('');
      out.push({
        text: run.map((g) => g.text).join(' '),
        alternatives: [run.flatMap((g) => g.alternatives[0]!), [joined]],
        latin: joined.length <= 64 ? joined : null,
        pack: null,
      });
    } else out.push(...run);
    run = [];
  };
  for (const g of groups) {
    if (g.latin && isPinyinSyllable(g.latin)) run.push(g);
    else {
      flush();
      out.push(g);
    }
  }
  flush();
  return out;
}
