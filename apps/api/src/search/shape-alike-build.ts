/**
 * Builds the shape-alike table (形近字, ADR 0035) from character decompositions in the cjk-decomp format
 * (`戌:st(戊,一)`: the character, how it is put together, its parts). Run at build time by
 * `npm run search:shape-table`, never by the server: the server loads only the small generated table
 * (shape-alike-table.ts). Pure: the caller reads the data and says which characters count.
 */

export interface Decomposition {
  /** How the parts are put together: `a` across, `d` down, `st` surrounds top-left, `msp` a variant… */
  type: string;
  parts: string[];
}

/** `戌:st(戊,一)` lines → character → decomposition. Lines that do not parse are skipped. */
export function parseDecompositions(text: string): Map<string, Decomposition> {
  const out = new Map<string, Decomposition>();
  for (const line of text.split('\n')) {
    const m = /^([^:]+):([a-z0-9/]+)\((.*)\)\s*$/u.exec(line);
    if (!m) continue;
    out.set(m[1]!, { type: m[2]!, parts: m[3] === '' ? [] : m[3]!.split(',') });
  }
  return out;
}

/** The 36 CJK strokes and the one-stroke characters the data writes them as. */
function isStroke(part: string): boolean {
  const cp = part.codePointAt(0)!;
  return (cp >= 0x31c0 && cp <= 0x31e3) || '一丨丶丿乙乚乛亅㇏'.includes(part);
}

/**
 * A part shared by more characters than this is a radical (钅, 酉, 口, 亻): two characters that share only
 * a radical (钾, 钟) do not look alike. A phonetic part (甲 in 钾 and 押, 比 in 吡 and 毗) is shared by few.
 */
const RADICAL_USES = 24;

export interface ShapeAlikeInput {
  decompositions: Map<string, Decomposition>;
  /** Characters a clerk's input method offers (the common characters): what may be typed. */
  typed: ReadonlySet<string>;
  /** Characters of the catalogue's names: what a typed character may stand for. */
  targets: ReadonlySet<string>;
}

/**
 * Typed character → the catalogue's characters it looks like, from two rules:
 *
 * 1. One is the other with a stroke added, or a variant of it (戌 = 戊 + 一, 戍 = 戊 + 丶, 已 ← 己);
 *    two characters made so from the same base look alike too (戌, 戍).
 * 2. Both are put together the same way from the same parts but one, and the part they share is not a
 *    radical (钾/押 share 甲, 吡/毗 share 比, 仲/冲 share 中), or the parts that differ look alike by rule 1.
 * 3. The catalogue's character without its radical is itself a character (录 for 氯, 肖 for 硝, 典 for 碘).
 */
export function shapeAlikeTable({ decompositions, typed, targets }: ShapeAlikeInput): Map<string, string[]> {
  const chars = new Set([...typed, ...targets].filter((c) => decompositions.has(c)));
  const uses = new Map<string, number>();
  for (const c of chars)
    for (const p of new Set(decompositions.get(c)!.parts)) uses.set(p, (uses.get(p) ?? 0) + 1);

  const alike = new Map<string, Set<string>>();
  const add = (x: string, y: string) => {
    const s = alike.get(x) ?? new Set<string>();
    s.add(y);
    alike.set(x, s);
  };
  const pair = (a: string, b: string) => {
    if (a === b) return;
    add(a, b);
    add(b, a);
  };

  // Rule 1: a base and what a stroke or a variant makes of it, and the siblings made from one base.
  const byBase = new Map<string, string[]>();
  for (const c of chars) {
    const base = strokeBase(decompositions.get(c)!);
    if (!base) continue;
    pair(c, base);
    byBase.set(base, [...(byBase.get(base) ?? []), c]);
  }
  for (const siblings of byBase.values()) for (const a of siblings) for (const b of siblings) pair(a, b);
  const strokeAlike = (a: string, b: string) => alike.get(a)?.has(b) ?? false;

  // Rule 2: the same layout and parts but one.
  const groups = new Map<string, { char: string; differs: string; shared: string[] }[]>();
  for (const c of chars) {
    const { type, parts } = decompositions.get(c)!;
    if (parts.length < 2 || type.startsWith('r')) continue;
    parts.forEach((differs, i) => {
      const shared = parts.filter((_, j) => j !== i);
      const key = `${type}|${i}|${shared.join(',')}`;
      groups.set(key, [...(groups.get(key) ?? []), { char: c, differs, shared }]);
    });
  }
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const phonetic = members[0]!.shared.every((p) => !isStroke(p) && (uses.get(p) ?? 0) <= RADICAL_USES);
    for (const a of members) {
      for (const b of members) {
        if (a.char < b.char && (phonetic || strokeAlike(a.differs, b.differs))) pair(a.char, b.char);
      }
    }
  }

  // Rule 3: a character typed without its radical (录 for 氯, 肖 for 硝): the part left is a character.
  for (const c of targets) {
    const d = decompositions.get(c);
    if (d === undefined || d.parts.length !== 2 || /^[rm]/.test(d.type)) continue;
    const [a, b] = d.parts as [string, string];
    for (const [part, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const phonetic = typed.has(part) && (uses.get(part) ?? 0) <= RADICAL_USES;
      if (phonetic && !isStroke(other)) pair(part, c);
    }
  }

  const out = new Map<string, string[]>();
  for (const [c, others] of alike) {
    if (!typed.has(c) && !targets.has(c)) continue;
    const hits = [...others].filter((o) => targets.has(o)).sort();
    if (hits.length > 0) out.set(c, hits);
  }
  return out;
}

/** The character this one is made from by adding a stroke, or is a variant of (msp, me); else null. */
function strokeBase({ type, parts }: Decomposition): string | null {
  if (type.startsWith('m') && parts.length === 1) return parts[0]!;
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  if (isStroke(b) && !isStroke(a)) return a;
  if (isStroke(a) && !isStroke(b)) return b;
  return null;
}

/** The table as the source text of a module: one `typed:alikes` entry per character, space-separated. */
export function tableSource(table: Map<string, string[]>, header: string): string {
  const entries = [...table].sort(([a], [b]) => (a < b ? -1 : 1)).map(([c, o]) => `${c}:${o.join('')}`);
  const lines: string[] = [];
  for (let i = 0; i < entries.length; i += 40) lines.push(entries.slice(i, i + 40).join(' '));
  return `${header}\nexport const SHAPE_ALIKE_TABLE = \`\n${lines.join('\n')}\n\`;\n`;
}
