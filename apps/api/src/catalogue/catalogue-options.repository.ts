import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { brands, products, productTypes } from './catalogue.schema.ts';

export function listGroups(db: DbOrTx) {
  return db
    .select({ id: productTypes.id, name: productTypes.name })
    .from(productTypes)
    .where(and(eq(productTypes.isGroup, true), eq(productTypes.hidden, false)))
    .orderBy(asc(productTypes.sort), asc(productTypes.id));
}

/** The categories buyers see: a category hidden in the console is left out, and so is all below it. */
export async function listProductTypes(db: DbOrTx) {
  const rows = await db
    .select({
      id: productTypes.id,
      pid: productTypes.pid,
      name: productTypes.name,
      hidden: productTypes.hidden,
    })
    .from(productTypes)
    .orderBy(asc(productTypes.sort), asc(productTypes.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const shown = (r: (typeof rows)[number]): boolean => {
    for (let at: typeof r | undefined = r, depth = 0; at && depth < 64; depth++) {
      if (at.hidden) return false;
      at = at.pid === null ? undefined : byId.get(at.pid);
    }
    return true;
  };
  return rows.filter(shown).map(({ id, pid, name }) => ({ id, pid, name }));
}

export function listBrands(db: DbOrTx) {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.name));
}

/** The brand wall: every brand with how many products it has, by pinyin initial. */
export async function listBrandWall(db: DbOrTx) {
  const counts = db
    .select({ brandId: products.brandId, n: sql<number>`count(*)::int`.as('n') })
    .from(products)
    .groupBy(products.brandId)
    .as('counts');
  return (
    db
      .select({
        id: brands.id,
        name: brands.name,
        nameEn: brands.nameEn,
        initial: brands.initial,
        logo: brands.logo,
        productCount: sql<number>`coalesce(${counts.n}, 0)`,
      })
      .from(brands)
      .leftJoin(counts, eq(counts.brandId, brands.id))
      // '#' (not a letter) goes after Z.
      .orderBy(sql`${brands.initial} = '#'`, asc(brands.initial), asc(brands.sort), asc(brands.name))
  );
}
