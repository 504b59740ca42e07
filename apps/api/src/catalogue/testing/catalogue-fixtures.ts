import type { DbOrTx } from '../../platform/db.ts';
import { existingSkus } from '../catalogue.repository.ts';
import type { CatalogueItem } from '../import/catalogue-row.ts';
import { upsertCatalogue } from '../upsert-catalogue.ts';

let products = 0;

/**
 * One new product with `count` pack sizes, on sale, through the import's own upsert (its category and
 * brand are created when missing): real SKUs for tests that need rows to point at, without the demo
 * catalogue. Returns the SKU ids, smallest pack first.
 */
export async function insertTestSkus(db: DbOrTx, count = 1): Promise<number[]> {
  products += 1;
  const name = `测试试剂 ${process.pid}-${products}`;
  const items: CatalogueItem[] = Array.from({ length: count }, (_, i) => ({
    sku: `TEST-${process.pid}-${products}-${i + 1}`,
    name,
    nameEn: `Test reagent ${process.pid}-${products}`,
    cas: null,
    formula: null,
    mw: null,
    purity: '分析纯 AR',
    spec: '',
    pack: { size: (i + 1) * 100, unit: 'g', container: null },
    priceFen: 1_000 * (i + 1),
    stock: 50,
    category: ['测试类目', '测试试剂'],
    brand: '测试品牌',
    synonyms: [],
    controlled: [],
    mdl: null,
    storage: '',
    hazards: [],
    minQty: 1,
    step: 1,
    leadDays: 0,
  }));
  await upsertCatalogue(db, items, { existing: 'skip' });
  const ids = new Map(
    (
      await existingSkus(
        db,
        items.map((i) => i.sku.toLowerCase()),
      )
    ).map((row) => [row.sku, row.id]),
  );
  return items.map((i) => ids.get(i.sku)!);
}
