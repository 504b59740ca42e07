/** Structure search's modes and limits both sides state; zod-free, so the storefront's bundle may import them. */

export const STRUCTURE_MODES = ['exact', 'substructure', 'similarity'] as const;
export type StructureMode = (typeof STRUCTURE_MODES)[number];
export const STRUCTURE_MODE_LABELS: Record<StructureMode, string> = {
  exact: '精确',
  substructure: '子结构',
  similarity: '相似',
};
/**
 * A query longer than this is refused, not read: a molfile of a 100-atom molecule is some 9,000
 * characters. The transport's payload check refuses any text field over 10,000 (MAX_TEXT_CHARS, with
 * 长度不能超过10000个字符) before the contract's schema reads it; a higher limit here would be a promise
 * the store does not keep.
 */
export const MAX_STRUCTURE_INPUT = 10_000;
/** A query structure of more heavy atoms than this is refused: no reagent query needs more. */
export const MAX_QUERY_ATOMS = 200;
export const SIMILARITY_DEFAULT = 0.6;
export const SIMILARITY_MIN = 0.3;
export const STRUCTURE_PAGE_SIZE = 20;
/**
 * Substructure and similarity search confirm and rank at most this many products; a query that would
 * match more answers these (the first pages) with `capped` and a note, rather than scanning everything.
 */
export const STRUCTURE_MATCH_CAP = 200;
