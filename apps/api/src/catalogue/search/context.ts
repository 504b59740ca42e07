import type { DbOrTx } from '../../platform/db.ts';
import { vocabularySimilar } from './search.repository.ts';

/** Fewer exact hits than this (a page) and the query is widened. */
export const WIDEN_BELOW = 20;
/** A widened answer holds at most this many products. */
export const WIDE_CAP = 200;
/** Vocabulary words pg_trgm offers for a misspelt word, before edit distance picks among them. */
const TYPO_CANDIDATES = 20;

export interface EngineContext {
  /** Brand names and English names (lower case), for words that name a brand. */
  brandNames: () => Promise<string[]>;
  /** Category names, for the nearest categories of a search that found nothing. */
  productTypes: () => Promise<{ id: number; name: string }[]>;
  /** Vocabulary look-ups already made for this request (the typo step's are reused by `nearest`). */
  similar?: Map<string, Promise<{ term: string; similarity: number }[]>>;
}

/** pg_trgm's candidates for a word, once per request. */
export function similarOnce(db: DbOrTx, ctx: EngineContext, word: string) {
  ctx.similar ??= new Map();
  let found = ctx.similar.get(word);
  if (!found) {
    found = vocabularySimilar(db, word, TYPO_CANDIDATES);
    ctx.similar.set(word, found);
  }
  return found;
}
