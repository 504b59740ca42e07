import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { brands, productTypes } from './catalog.schema.ts';

export function listGroups(db: DbOrTx) {
  return db
    .select({ id: productTypes.id, name: productTypes.name })
    .from(productTypes)
    .where(eq(productTypes.isGroup, true))
    .orderBy(asc(productTypes.sort), asc(productTypes.id));
}

export function listProductTypes(db: DbOrTx) {
  return db
    .select({ id: productTypes.id, pid: productTypes.pid, name: productTypes.name })
    .from(productTypes)
    .orderBy(asc(productTypes.sort), asc(productTypes.id));
}

export function listBrands(db: DbOrTx) {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.name));
}
