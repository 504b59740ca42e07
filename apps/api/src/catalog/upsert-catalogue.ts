import { pinyin } from 'pinyin-pro';
import type { DbOrTx } from '../platform/db.ts';
import {
  existingSkus,
  insertBrands,
  insertProducts,
  insertProductType,
  insertSkus,
  listAllBrands,
  listAllProductTypes,
  type NewProduct,
  refreshSearchVectors,
  updateProduct,
  updateSku,
} from './catalogue.repository.ts';
import { type CatalogueItem, productKeyOf } from './import/catalogue-row.ts';
import { formatPack } from './import/pack.ts';

export interface UpsertOptions {
  /** `update` (the import): rows whose 货号 exists overwrite it. `skip` (the seed): they are left alone. */
  existing: 'update' | 'skip';
}

export interface UpsertResult {
  productsCreated: number;
  productsUpdated: number;
  skusCreated: number;
  skusUpdated: number;
  skusSkipped: number;
}

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Brand wall initial: the pinyin initial of the first character, A–Z, else '#'. */
function brandInitial(name: string): string {
  const first = pinyin(name.slice(0, 1), { pattern: 'first', toneType: 'none' }).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Category ids by path, creating the missing levels (path joined by '/'). */
async function resolveCategories(tx: DbOrTx, paths: string[][]): Promise<Map<string, number>> {
  const byParent = new Map<string, number>();
  for (const t of await listAllProductTypes(tx)) byParent.set(`${t.pid ?? 0}\u001f${t.name}`, t.id);
  const result = new Map<string, number>();
  for (const path of paths) {
    let pid = 0;
    for (const name of path) {
      const key = `${pid}\u001f${name}`;
      let id = byParent.get(key);
      if (id === undefined) {
        id = await insertProductType(tx, name, pid === 0 ? null : pid);
        byParent.set(key, id);
      }
      pid = id;
    }
    result.set(path.join('/'), pid);
  }
  return result;
}

async function resolveBrands(tx: DbOrTx, names: string[]) {
  const known = new Map((await listAllBrands(tx)).map((b) => [b.name, b]));
  const missing = names.filter((n) => !known.has(n));
  if (missing.length > 0) {
    await insertBrands(
      tx,
      missing.map((name) => ({ name, initial: brandInitial(name) })),
    );
    for (const b of await listAllBrands(tx)) known.set(b.name, b);
  }
  return known;
}

/**
 * Upserts SKU rows by 货号 (case-insensitive) in one transaction. Rows of one product (same brand, name
 * and grade: productKeyOf) become one product; categories and brands are created when missing.
 */
export async function upsertCatalogue(
  db: DbOrTx,
  items: CatalogueItem[],
  options: UpsertOptions,
): Promise<UpsertResult> {
  const run = async (tx: DbOrTx): Promise<UpsertResult> => {
    const result: UpsertResult = {
      productsCreated: 0,
      productsUpdated: 0,
      skusCreated: 0,
      skusUpdated: 0,
      skusSkipped: 0,
    };
    if (items.length === 0) return result;
    const categories = await resolveCategories(tx, [
      ...new Map(items.map((i) => [i.category.join('/'), i.category])).values(),
    ]);
    const brandRows = await resolveBrands(tx, [...new Set(items.map((i) => i.brand))]);
    const existing = new Map<string, { id: number; productId: number }>();
    for (const part of chunks(
      items.map((i) => i.sku.toLowerCase()),
      5000,
    )) {
      for (const row of await existingSkus(tx, part)) existing.set(row.sku.toLowerCase(), row);
    }

    const groups = new Map<string, CatalogueItem[]>();
    for (const item of items) {
      const key = productKeyOf(item);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }

    const productValues = (first: CatalogueItem, skuCodes: string[]): NewProduct => {
      const brand = brandRows.get(first.brand)!;
      return {
        name: first.name,
        nameEn: first.nameEn,
        synonyms: first.synonyms,
        cas: first.cas,
        mdl: first.mdl,
        formula: first.formula,
        mw: first.mw === null ? null : String(first.mw),
        grade: first.purity,
        storage: first.storage,
        hazards: first.hazards,
        controlled: first.controlled,
        productTypeId: categories.get(first.category.join('/'))!,
        brandId: brand.id,
        searchDoc: {
          names: [first.name, first.nameEn, ...first.synonyms],
          cas: first.cas,
          mdl: first.mdl,
          formula: first.formula,
          skus: skuCodes,
          text: [first.purity, brand.name, brand.nameEn, first.category.at(-1) ?? ''],
        },
      };
    };

    const created: { product: NewProduct; items: CatalogueItem[] }[] = [];
    const touched = new Set<number>();
    for (const group of groups.values()) {
      const first = group[0]!;
      const productId = group.map((i) => existing.get(i.sku.toLowerCase())?.productId).find((id) => id);
      if (productId === undefined) {
        created.push({
          product: productValues(
            first,
            group.map((i) => i.sku),
          ),
          items: group,
        });
        continue;
      }
      if (options.existing === 'skip') {
        // The product is there: add only its new pack sizes, leave what a merchant may have edited.
        const fresh = group.filter((i) => !existing.has(i.sku.toLowerCase()));
        result.skusSkipped += group.length - fresh.length;
        if (fresh.length > 0) {
          result.skusCreated += await insertSkus(
            tx,
            fresh.map((i) => skuValues(i, productId)),
          );
          touched.add(productId);
        }
        continue;
      }
      await updateProduct(tx, productId, productValues(first, []));
      result.productsUpdated += 1;
      touched.add(productId);
      const fresh: CatalogueItem[] = [];
      for (const item of group) {
        const row = existing.get(item.sku.toLowerCase());
        if (row) {
          await updateSku(tx, row.id, skuValues(item, row.productId));
          result.skusUpdated += 1;
        } else fresh.push(item);
      }
      if (fresh.length > 0)
        result.skusCreated += await insertSkus(
          tx,
          fresh.map((i) => skuValues(i, productId)),
        );
    }

    for (const part of chunks(created)) {
      const ids = await insertProducts(
        tx,
        part.map((c) => c.product),
      );
      result.productsCreated += ids.length;
      const skuRows = part.flatMap((c, n) => c.items.map((i) => skuValues(i, ids[n]!)));
      for (const skuPart of chunks(skuRows)) result.skusCreated += await insertSkus(tx, skuPart);
    }
    // Products that gained or changed SKUs: their 货号 lexemes come from all their SKUs.
    if (touched.size > 0) await refreshSearchVectors(tx, [...touched]);
    return result;
  };
  return db.transaction(run);
}

function skuValues(item: CatalogueItem, productId: number) {
  return {
    productId,
    sku: item.sku,
    spec: item.spec,
    pack: formatPack(item.pack),
    priceFen: item.priceFen,
    stock: item.stock,
    minQty: item.minQty,
    step: item.step,
    leadDays: item.leadDays,
  };
}
