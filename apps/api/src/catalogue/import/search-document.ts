import { createHash } from 'node:crypto';
import { documentTokens, type SearchDocument } from '../../search/tokenizer.ts';
import type { CatalogueItem } from './catalogue-row.ts';

/**
 * What a product's `search` column holds, decided in one place for every writer (the upsert, the
 * re-index of touched products, the import's validation worker that computes it ahead of the writer).
 */

/** The product's document: its names, identifiers, all its 货号 and the words it is filed under. */
export function productSearchDocument(
  first: CatalogueItem,
  skuCodes: readonly string[],
  brand: { name: string; nameEn: string },
): SearchDocument {
  return {
    names: [first.name, first.nameEn, ...first.synonyms],
    cas: first.cas,
    mdl: first.mdl,
    formula: first.formula,
    skus: skuCodes,
    text: [first.purity, brand.name, brand.nameEn, first.category.at(-1) ?? ''],
  };
}

/**
 * The lexeme a product carries for each of its names (name, English name, synonyms), so "is the query
 * exactly one of its names" is one GIN probe instead of a test on every match (product-query.ts). A
 * hash, since names hold spaces and brackets a lexeme may not (search/tsquery.ts SAFE_LEXEME); the
 * query checks the names themselves afterwards, so a collision costs nothing but a probe.
 */
export function exactNameLexeme(name: string): string {
  return `exact:${createHash('sha1').update(name.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

/** The `search` column's lexemes: the tokenizer's (search/README.md) and one `exact:` lexeme per name. */
export function searchLexemes(doc: SearchDocument): string[] {
  const exact = new Set(doc.names.filter((n) => n.trim() !== '').map(exactNameLexeme));
  return [...documentTokens(doc).tokens, ...exact];
}
