import { SHAPE_ALIKE_TABLE } from './shape-alike-table.ts';

/**
 * 形近字 (ADR 0035): a character typed for one that looks like it (戌 for 戊 in 正戊烷, 已 for 己 in 正己烷),
 * which no reading rescues because the readings differ. The table (generated at build time from
 * character decompositions, limited to the characters of the catalogue's names) is parsed on first use:
 * about 1,700 short entries.
 */
let table: Map<string, string> | null = null;

function alikeTable(): Map<string, string> {
  if (!table) {
    table = new Map();
    for (const entry of SHAPE_ALIKE_TABLE.split(/\s+/)) {
      const colon = entry.indexOf(':');
      if (colon > 0) table.set(entry.slice(0, colon), entry.slice(colon + 1));
    }
  }
  return table;
}

/** The catalogue's characters that look like this one (none for a character the table does not hold). */
export function shapeAlikes(char: string): string[] {
  return [...(alikeTable().get(char) ?? '')];
}

/** Variants of a Han word tried at most: each is one more alternative of one tsquery. */
export const MAX_SHAPE_VARIANTS = 12;

/**
 * The word with one character replaced by one that looks like it, taking each position in turn (so a
 * character with many look-alikes does not crowd out the others), at most MAX_SHAPE_VARIANTS.
 */
export function shapeVariants(word: string): string[] {
  const chars = [...word];
  const options = chars.map((c) => shapeAlikes(c));
  const out: string[] = [];
  for (let k = 0; out.length < MAX_SHAPE_VARIANTS; k++) {
    let any = false;
    for (let i = 0; i < chars.length && out.length < MAX_SHAPE_VARIANTS; i++) {
      const alike = options[i]![k];
      if (alike === undefined) continue;
      any = true;
      out.push([...chars.slice(0, i), alike, ...chars.slice(i + 1)].join(''));
    }
    if (!any) break;
  }
  return out;
}
