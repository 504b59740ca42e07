import type { SearchQuery } from './tokenizer.ts';

/**
 * How the tokens reach PostgreSQL. The tokenizer has already done what a text search configuration
 * would do, so the tokens must NOT pass through to_tsvector / to_tsquery / plainto_tsquery: the default
 * parser would cut `cas:75-05-8` into `cas`, `75`, `-05`, `-8`, and `2-propanol` into three words.
 *
 *   index:  search_vector = array_to_tsvector($1::text[])       -- $1 = documentTokens(doc).tokens
 *           CREATE INDEX … USING gin (search_vector)
 *   query:  WHERE search_vector @@ $2::tsquery                   -- $2 = toTsQueryText(queryTokens(q))
 *
 * array_to_tsvector takes each element as one lexeme, verbatim (no positions: phrase operators do not
 * apply). It rejects empty strings, which the tokenizer never emits. The text cast to tsquery only parses
 * the operator syntax, where a lexeme in single quotes may hold anything but `'` (written `''`) and `\`
 * (an escape). Every token matches SAFE_LEXEME: letters, digits, `-`, `.`, `,`, `:`, `_`, `/`, no
 * quotes, backslashes or spaces. The text is always a bound parameter, never spliced into SQL.
 */
export const SAFE_LEXEME = /^[\p{L}\p{N}\-.,:_/]{1,80}$/u;

export function quoteLexeme(token: string): string {
  if (!SAFE_LEXEME.test(token)) throw new RangeError(`not a safe search lexeme: ${JSON.stringify(token)}`);
  return `'${token}'`;
}

/**
 * The full match: the identifier (exact, or as a prefix) OR all text tokens. Null when there is nothing
 * to search (an empty query, a CAS number with a wrong check digit): answer "未找到相关信息" without a
 * round trip. With `prefixPartial`, a final Latin word still being typed matches as a prefix
 * (suggestions).
 */
export function toTsQueryText(query: SearchQuery, options: { prefixPartial?: boolean } = {}): string | null {
  const alternatives: string[] = [];
  if (query.prefix) alternatives.push(`${quoteLexeme(query.prefix)}:*`);
  else if (query.exact) alternatives.push(quoteLexeme(query.exact));
  const text = query.tokens.filter((t) => t !== query.exact);
  if (text.length > 0) {
    const all = text.map((t) =>
      options.prefixPartial && t === query.partial ? `${quoteLexeme(t)}:*` : quoteLexeme(t),
    );
    alternatives.push(alternatives.length > 0 && all.length > 1 ? `(${all.join(' & ')})` : all.join(' & '));
  }
  return alternatives.length > 0 ? alternatives.join(' | ') : null;
}

/** Only the exact identifier, for the first, cheap pass that puts exact CAS/MDL/货号 hits on top. */
export function exactTsQueryText(query: SearchQuery): string | null {
  return query.exact ? quoteLexeme(query.exact) : null;
}
