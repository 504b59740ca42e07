import { asc, gt } from 'drizzle-orm';
import { refreshSearchVectors } from '../catalogue/catalogue.repository.ts';
import { products } from '../catalogue/catalogue.schema.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';

/**
 * Rebuilds every product's search vector with the current tokenizer. Run it after an upgrade that
 * changes how products are indexed (docs/operations.md says which); searches keep working meanwhile.
 */
const BATCH = 1000;
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
let after = 0;
let done = 0;
for (;;) {
  const ids = (
    await database.db
      .select({ id: products.id })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(BATCH)
  ).map((r) => r.id);
  if (ids.length === 0) break;
  await database.db.transaction((tx) => refreshSearchVectors(tx, ids));
  done += ids.length;
  after = ids.at(-1)!;
}
await database.close();
console.log(`search index rebuilt for ${done} products (${database.kind})`);
