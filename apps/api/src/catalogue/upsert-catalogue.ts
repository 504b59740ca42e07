import { pinyin } from 'pinyin-pro';
import type { DbOrTx } from '../platform/db.ts';
import {
  existingSkus,
  insertBrands,
  insertProducts,
  insertProductType,
  insertSkus,
  listAllBrands,
  type NewProduct,
  type NewSku,
  refreshSearchVectors,
  updateProducts,
  updateSkus,
} from './catalogue.repository.ts';
import { type CatalogueLookups, loadCatalogueLookups, typeKey } from './catalogue-lookups.ts';
import { type CatalogueItem, productKeyOf } from './import/catalogue-row.ts';
import { formatPack } from './import/pack.ts';
import { productSearchDocument } from './import/search-document.ts';
import { structurePictureKey } from './structure/picture-key.ts';

export interface UpsertOptions {
  /**
   * `update` (the import): rows whose 货号 exists overwrite it, and rows of a product already in the
   * catalogue (same brand, name and grade) join it. `skip` (the seed): existing 货号 are left alone.
   */
  existing: 'update' | 'skip';
  /**
   * The caller knows the catalogue was empty when its transaction began (and the rows' 货号 are unique,
   * as the validator makes them): no lookups of existing SKUs and products.
   */
  emptyCatalogue?: boolean;
}

export interface UpsertResult {
  productsCreated: number;
  productsUpdated: number;
  skusCreated: number;
  skusUpdated: number;
  skusSkipped: number;
}

/** Rows per statement: one JSON parameter each, so this bounds the statement's size, not a limit. */
const BATCH = 2000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Brand wall initial: the pinyin initial of the first character, A–Z, else '#'. */
export function brandInitial(name: string): string {
  const first = pinyin(name.slice(0, 1), { pattern: 'first', toneType: 'none' }).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

function skuValues(item: CatalogueItem, productId: number): NewSku {
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

/**
 * Upserts SKU rows by 货号 (case-insensitive) batch by batch, inside a transaction the caller holds:
 * `add()` as many times as needed (a million-row file streams through in slices), then `finish()`.
 * Rows of one product (same brand, name and grade: productKeyOf) become one product, whichever batches
 * they arrive in; categories and brands are created when missing. Every write is a set-based statement
 * per batch (bulk insert, UPDATE … FROM jsonb_to_recordset), never one statement per row.
 */
export async function createCatalogueUpserter(
  tx: DbOrTx,
  options: UpsertOptions,
  /** Loaded once for a run of many transactions (the console's import); else read here. */
  given?: CatalogueLookups,
) {
  const result: UpsertResult = {
    productsCreated: 0,
    productsUpdated: 0,
    skusCreated: 0,
    skusUpdated: 0,
    skusSkipped: 0,
  };
  /** productByKey: made or met in this run; in update mode also every product stored. */
  const {
    types: typeByParent,
    brands: brandByName,
    products: productByKey,
  } = given ??
  (await loadCatalogueLookups(tx, { products: options.existing === 'update' && !options.emptyCatalogue }));
  const createdInRun = new Set<number>();
  const updatedInRun = new Set<number>();
  /** Products whose search lexemes must be recomputed at the end (they gained or changed SKUs or columns). */
  const touched = new Set<number>();

  const categoryId = async (path: string[]): Promise<number> => {
    let pid = 0;
    for (const name of path) {
      const key = typeKey(pid, name);
      let id = typeByParent.get(key);
      if (id === undefined) {
        id = await insertProductType(tx, name, pid === 0 ? null : pid);
        typeByParent.set(key, id);
      }
      pid = id;
    }
    return pid;
  };

  const resolveBrands = async (names: string[]) => {
    const missing = names.filter((n) => !brandByName.has(n));
    if (missing.length === 0) return;
    await insertBrands(
      tx,
      missing.map((name) => ({ name, initial: brandInitial(name) })),
    );
    for (const b of await listAllBrands(tx)) brandByName.set(b.name, b);
  };

  const productValues = (first: CatalogueItem, productTypeId: number, skuCodes: string[]): NewProduct => {
    const brand = brandByName.get(first.brand)!;
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
      ...(first.structure === undefined
        ? {}
        : {
            structure: first.structure && {
              ...first.structure,
              picture: structurePictureKey(first.structure.inchikey),
            },
          }),
      ...(first.precautions === undefined ? {} : { precautions: first.precautions }),
      ...(first.pictograms === undefined ? {} : { pictograms: first.pictograms }),
      ...(first.signalWord === undefined ? {} : { signalWord: first.signalWord }),
      productTypeId,
      brandId: brand.id,
      searchDoc: productSearchDocument(first, skuCodes, brand),
    };
  };

  /**
   * `lexemes`: searchLexemes of the products this slice creates, by productKeyOf, when computed ahead
   * (the import's worker groups the same slice the same way, with the brands' English names as they
   * were when the import began); missing ones are computed here.
   */
  const add = async (items: CatalogueItem[], lexemes?: ReadonlyMap<string, string[]>): Promise<void> => {
    if (items.length === 0) return;
    const categories = new Map<string, number>();
    for (const item of items) {
      const path = item.category.join('/');
      if (!categories.has(path)) categories.set(path, await categoryId(item.category));
    }
    await resolveBrands([...new Set(items.map((i) => i.brand))]);
    const existing = new Map<string, { id: number; productId: number }>();
    if (!options.emptyCatalogue)
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

    const created: { key: string; product: NewProduct; items: CatalogueItem[] }[] = [];
    const newSkus: NewSku[] = [];
    const productUpdates: { id: number; product: NewProduct }[] = [];
    const skuUpdates: { id: number; sku: NewSku }[] = [];
    for (const [key, group] of groups) {
      const first = group[0]!;
      const typeId = categories.get(first.category.join('/'))!;
      const productId =
        group.map((i) => existing.get(i.sku.toLowerCase())?.productId).find((id) => id) ??
        productByKey.get(key);
      if (productId === undefined) {
        const product = productValues(
          first,
          typeId,
          group.map((i) => i.sku),
        );
        const ahead = lexemes?.get(key);
        created.push({ key, product: ahead ? { ...product, lexemes: ahead } : product, items: group });
        continue;
      }
      productByKey.set(key, productId);
      if (options.existing === 'skip') {
        // The product is there: add only its new pack sizes, leave what a merchant may have edited.
        const fresh = group.filter((i) => !existing.has(i.sku.toLowerCase()));
        result.skusSkipped += group.length - fresh.length;
        if (fresh.length > 0) {
          for (const i of fresh) newSkus.push(skuValues(i, productId));
          touched.add(productId);
        }
        continue;
      }
      // A product made earlier in this run already has these columns (the validator made its rows agree).
      if (!createdInRun.has(productId) && !updatedInRun.has(productId)) {
        productUpdates.push({ id: productId, product: productValues(first, typeId, []) });
        updatedInRun.add(productId);
        result.productsUpdated += 1;
      }
      touched.add(productId);
      for (const item of group) {
        const row = existing.get(item.sku.toLowerCase());
        if (row) {
          skuUpdates.push({ id: row.id, sku: skuValues(item, row.productId) });
          result.skusUpdated += 1;
        } else newSkus.push(skuValues(item, productId));
      }
    }

    for (const part of chunks(created)) {
      const ids = await insertProducts(
        tx,
        part.map((c) => c.product),
      );
      result.productsCreated += ids.length;
      part.forEach((c, n) => {
        const id = ids[n]!;
        createdInRun.add(id);
        productByKey.set(c.key, id);
        for (const i of c.items) newSkus.push(skuValues(i, id));
      });
    }
    for (const part of chunks(newSkus)) result.skusCreated += await insertSkus(tx, part);
    for (const part of chunks(productUpdates)) await updateProducts(tx, part);
    for (const part of chunks(skuUpdates)) await updateSkus(tx, part);
  };

  return {
    add,
    /** Recomputes the lexemes of the products that changed (their 货号 come from all their SKUs). */
    async finish(): Promise<UpsertResult> {
      for (const part of chunks([...touched])) await refreshSearchVectors(tx, part);
      touched.clear();
      return { ...result };
    },
  };
}

/** Upserts SKU rows by 货号 in one transaction (see createCatalogueUpserter). */
export async function upsertCatalogue(
  db: DbOrTx,
  items: CatalogueItem[],
  options: UpsertOptions,
): Promise<UpsertResult> {
  return db.transaction(async (tx) => {
    const upserter = await createCatalogueUpserter(tx, options);
    await upserter.add(items);
    return upserter.finish();
  });
}
