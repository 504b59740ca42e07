import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../catalogue/import/catalogue-row.ts';
import { buildDemoCatalogue } from '../seed/catalogue/demo-catalogue.ts';
import { documentTokens, queryTokens, type SearchDocument } from './tokenizer.ts';

/** How the catalogue will index a product: one document for all its SKUs. */
function productDocuments(
  items: readonly CatalogueItem[],
): Map<string, { doc: SearchDocument; first: CatalogueItem }> {
  const products = new Map<string, { doc: SearchDocument; first: CatalogueItem }>();
  for (const item of items) {
    const key = `${item.brand}|${item.name}|${item.purity}`;
    const product = products.get(key);
    if (product) (product.doc.skus as string[]).push(item.sku);
    else {
      products.set(key, {
        first: item,
        doc: {
          names: [item.name, item.nameEn, ...item.synonyms],
          cas: item.cas,
          mdl: item.mdl,
          formula: item.formula,
          skus: [item.sku],
          text: [item.purity, item.brand, item.category.at(-1)!, item.spec],
        },
      });
    }
  }
  return products;
}

const products = [...productDocuments(buildDemoCatalogue()).values()].map(({ doc, first }) => ({
  first,
  tokens: new Set(documentTokens(doc).tokens),
}));

/** What the tsquery of ./tsquery.ts asks: the identifier (as a prefix) OR every text token. */
function hit(query: string, tokens: Set<string>): boolean {
  const q = queryTokens(query);
  const prefix = q.prefix;
  if (prefix && [...tokens].some((t) => t.startsWith(prefix))) return true;
  if (q.exact && tokens.has(q.exact)) return true;
  return q.tokens.length > 0 && q.tokens.every((t) => tokens.has(t));
}

const matches = (query: string) => products.filter((p) => hit(query, p.tokens)).map((p) => p.first);

describe('tokens on the demo catalogue', () => {
  it('when any product is searched by its own name, English name, synonym, CAS or 货号, then it matches', () => {
    const misses: string[] = [];
    for (const { first, tokens } of products) {
      const queries = [first.name, first.nameEn, ...first.synonyms, first.cas ?? '', first.sku];
      for (const query of queries.filter(Boolean)) {
        if (!hit(query, tokens))
          misses.push(`${first.name} ← ${query}: ${queryTokens(query).tokens.join(' ')}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it.each([
    ['a Chinese name', '乙腈', '乙腈'],
    ['an English name', 'acetonitrile', '乙腈'],
    ['a synonym', '甲基氰', '乙腈'],
    ['an abbreviation', 'MeCN', '乙腈'],
    ['a CAS number', '75-05-8', '乙腈'],
    ['full pinyin', 'yijing', '乙腈'],
    ['pinyin initials', 'ejjyf', '二甲基亚砜'],
    ['a two-character fragment', '亚砜', '二甲基亚砜'],
    ['a formula', 'C2H6OS', '二甲基亚砜'],
    ['a curated synonym the data lacks', 'DCM', '二氯甲烷'],
    ['a locant name', '2-丙醇', '异丙醇'],
  ])('when searching by %s (%s), then %s is among the matches', (_what, query, name) => {
    expect(matches(query).map((p) => p.name)).toContain(name);
  });

  it('when a 货号 is searched, then exactly its product matches', () => {
    const sku = products[0]!.first.sku;
    expect(matches(sku).map((p) => p.sku)).toEqual([sku]);
  });

  it('when junk is searched, then nothing matches', () => {
    for (const query of ['🧪', "'; DROP TABLE products; --", '75-05-7', 'zzqx'])
      expect(matches(query)).toEqual([]);
  });
});
