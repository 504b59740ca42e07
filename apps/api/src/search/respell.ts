import { MAX_QUERY_CHARS } from '@labmall/contract/catalogue';
import { respellCas } from './identifiers.ts';
import { splitQualifiers } from './qualifiers.ts';

/**
 * A query as a clerk types it, written the way the tokenizer reads it (issue 32 items 20–21): a CAS number
 * with other dashes or spaces between its groups as `75-05-8`, grade, use and pack words glued to a name
 * set apart (`优级纯硫酸` → `优级纯 硫酸`). Bounded like queryTokens: only the head of a long input is read.
 */
export function respellQuery(keyword: string): string {
  const head = typeof keyword === 'string' ? keyword.slice(0, MAX_QUERY_CHARS * 2) : '';
  return splitQualifiers(respellCas(head));
}
