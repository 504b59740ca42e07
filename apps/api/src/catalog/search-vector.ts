import { type SQL, sql } from 'drizzle-orm';
import { documentTokens, type SearchDocument } from '../search/tokenizer.ts';

/**
 * A text[] literal of search lexemes. Every token matches SAFE_LEXEME (no quotes, backslashes or
 * spaces), so double-quoting each element is enough; it goes to the database as one bound parameter.
 */
function textArrayLiteral(tokens: readonly string[]): string {
  return `{${tokens.map((t) => `"${t}"`).join(',')}}`;
}

/** The `search` column's value for a product: the tokenizer's lexemes, verbatim (search/README.md). */
export function searchVector(doc: SearchDocument): SQL {
  return sql`array_to_tsvector(${textArrayLiteral(documentTokens(doc).tokens)}::text[])`;
}
