import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The vocabulary of Latin words the search index holds (English names, pinyin, grade and brand words,
 * at least two letters, never `cas:`/`sku:` lexemes): where a misspelt or cut-short word is matched by
 * prefix (btree, `text_pattern_ops`) or trigram similarity (pg_trgm GIN), so a typo costs a probe of a
 * few thousand words instead of a scan of the products. Written beside every product's lexemes; a word
 * whose last product is gone stays and simply matches nothing.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [
    index('search_terms_prefix_idx').using('btree', sql`${t.term} text_pattern_ops`),
    index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);
