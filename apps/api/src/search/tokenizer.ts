import { MAX_QUERY_CHARS } from '@labmall/contract/catalogue';
import {
  CAS_PREFIX,
  casToken,
  isCasPartial,
  isCasShaped,
  isSkuShaped,
  mdlToken,
  skuLexemes,
  skuToken,
} from './identifiers.ts';
import { expandSynonyms } from './synonyms.ts';
import { gluedTokens, impliedTokens, isNumberWithUnit, normalizeText, textTokens } from './text-tokens.ts';

/**
 * The one tokenizer behind the search index and the query parser (DESIGN §6). Both sides run the same
 * text rules, so whatever a query produces, a matching product holds. How the tokens reach PostgreSQL
 * (never through to_tsvector/to_tsquery) is in ./tsquery.ts; the design and its trade-offs are in
 * ./README.md.
 */

export interface Tokens {
  tokens: string[];
}

/** A product as the index sees it. Which text goes where decides which rules apply. */
export interface SearchDocument {
  /** Chinese and English names and the product's own synonyms: get pinyin and curated synonyms. */
  names: readonly string[];
  cas?: string | null;
  mdl?: string | null;
  formula?: string | null;
  /** 货号 of every SKU: exact and leading-segment lexemes, and their pieces as words. */
  skus?: readonly string[];
  /** Anything else worth finding the product by, as plain words: grade, brand, category name. */
  text?: readonly string[];
}

export const MAX_DOCUMENT_TOKENS = 1024;
export { MAX_QUERY_CHARS };
export const MAX_QUERY_TOKENS = 12;

/** Index-side tokens of one text: Han characters and pairs, words, CAS/MDL lexemes; pinyin if asked. */
export function tokenize(text: string, options: { pinyin?: boolean } = {}): Tokens {
  const out = new Set<string>();
  textTokens(normalizeText(text), { mode: 'index', pinyin: options.pinyin ?? false }, out);
  return { tokens: [...out] };
}

export function documentTokens(doc: SearchDocument): Tokens {
  const out = new Set<string>();
  const add = (text: string, pinyin: boolean) => {
    const normal = normalizeText(text);
    textTokens(normal, { mode: 'index', pinyin }, out);
    if (pinyin) gluedTokens(normal, out);
  };
  // Identifiers first: if a product ever hits MAX_DOCUMENT_TOKENS, what is cut is prose, not its CAS or 货号.
  const cas = doc.cas ? casToken(doc.cas.trim()) : null;
  if (cas) out.add(cas);
  const mdl = doc.mdl ? mdlToken(doc.mdl.trim()) : null;
  if (mdl) out.add(mdl);
  for (const sku of doc.skus ?? []) for (const lexeme of skuLexemes(sku.trim())) out.add(lexeme);
  for (const name of expandSynonyms(doc.names.map((n) => n.trim()).filter(Boolean))) add(name, true);
  if (doc.formula) add(doc.formula, false);
  for (const sku of doc.skus ?? []) {
    // The pieces find a product by its code without the brand prefix (C00012); the whole joined word
    // would only repeat the sku: lexeme.
    const pieces = new Set<string>();
    textTokens(normalizeText(sku), { mode: 'index' }, pieces);
    pieces.delete(sku.trim().toLowerCase());
    for (const piece of pieces) out.add(piece);
  }
  for (const text of doc.text ?? []) add(text, false);
  return { tokens: [...out].slice(0, MAX_DOCUMENT_TOKENS) };
}

export type QueryKind =
  /** Nothing searchable (empty, punctuation, emoji). */
  | 'empty'
  | 'text'
  /** The whole query is a CAS number with a valid check digit. */
  | 'cas'
  /** The whole query is shaped like a CAS number but its check digit is wrong: answer so, search nothing. */
  | 'cas-invalid'
  /** The start of a CAS number (`75-05`): matched as a prefix of CAS lexemes. */
  | 'cas-prefix'
  /** The whole query is an MDL number. */
  | 'mdl'
  /** The whole query could be a 货号: tried exactly and as a prefix, and still searched as text. */
  | 'sku';

export interface SearchQuery extends Tokens {
  /** All must match (AND); at most MAX_QUERY_TOKENS. */
  tokens: string[];
  kind: QueryKind;
  /** The lexeme an exact hit carries (`cas:…`, `mdl:…`, `sku:…`): such hits rank first. */
  exact: string | null;
  /** A lexeme to match as a prefix (`sku:lb-c000`, `cas:75-05`), for 货号 and CAS typed in part. */
  prefix: string | null;
  /**
   * The token of a Latin word the query ends in, still being typed: suggestions may match it as a
   * prefix (`acet` → acetone, acetonitrile; `yij` → yijing). Never a Han token, never one letter.
   */
  partial: string | null;
  /** The query was longer than MAX_QUERY_CHARS or gave more than MAX_QUERY_TOKENS tokens. */
  truncated: boolean;
}

/**
 * Tokens for a user's query. Bounded (the first MAX_QUERY_CHARS characters, MAX_QUERY_TOKENS tokens) and
 * total: any string, however odd, gives an answer and never an exception.
 */
export function queryTokens(query: string): SearchQuery {
  const raw = typeof query === 'string' ? query : '';
  // Slice before normalising so a huge input costs nothing; NFKC can lengthen text (㍿ → 株式会社), so cut again.
  const head = [...raw.slice(0, MAX_QUERY_CHARS * 2)].slice(0, MAX_QUERY_CHARS).join('');
  const normalized = [...normalizeText(head)].slice(0, MAX_QUERY_CHARS).join('');
  const longInput = [...raw.slice(0, MAX_QUERY_CHARS * 2 + 1)].length > MAX_QUERY_CHARS;
  const q = normalized.trim();
  const base = { exact: null, prefix: null, partial: null, truncated: longInput };

  if (isCasShaped(q)) {
    const cas = casToken(q);
    return cas
      ? { ...base, kind: 'cas', tokens: [cas], exact: cas }
      : { ...base, kind: 'cas-invalid', tokens: [] };
  }
  const mdl = mdlToken(q);
  if (mdl) return { ...base, kind: 'mdl', tokens: [mdl], exact: mdl };
  if (isCasPartial(q)) {
    return { ...base, kind: 'cas-prefix', tokens: [], prefix: CAS_PREFIX + q.replace(/-$/, '') };
  }

  const all = new Set<string>();
  textTokens(q, { mode: 'query' }, all);
  const tokens = queryForm([...all]);
  const truncated = longInput || tokens.length > MAX_QUERY_TOKENS;
  const bounded = tokens.slice(0, MAX_QUERY_TOKENS);
  const partial = partialWord(q, bounded);
  if (isSkuShaped(q)) {
    const sku = skuToken(q);
    return { ...base, kind: 'sku', tokens: bounded, exact: sku, prefix: sku, partial, truncated };
  }
  return { ...base, kind: bounded.length ? 'text' : 'empty', tokens: bounded, partial, truncated };
}

/**
 * The smallest AND that matches the same products. A joined word stands for its pieces (the index always
 * holds them beside it), so `2-propanol` alone is asked for, not also `2` and `propanol`. A number glued
 * to its unit is the other way round: asked for as `500` and `ml`, which a product writing "500 mL" holds
 * too, while the glued `500ml` only one writing "500mL" does.
 */
function queryForm(tokens: string[]): string[] {
  const drop = new Set<string>();
  for (const t of tokens) {
    if (t.includes(':')) continue;
    if (/[-,]/.test(t)) for (const piece of impliedTokens(t)) drop.add(piece);
    else if (isNumberWithUnit(t)) drop.add(t);
  }
  return tokens.filter((t) => !drop.has(t));
}

function partialWord(q: string, tokens: string[]): string | null {
  const last = /(?:^|[^\p{L}\p{N}])([A-Za-z][A-Za-z0-9]*)$/u.exec(q)?.[1]?.toLowerCase();
  if (!last || last.length < 2 || !tokens.includes(last)) return null;
  return last;
}
