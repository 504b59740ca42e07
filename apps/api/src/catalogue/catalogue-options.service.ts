import type { Db } from '../platform/db.ts';
import { type PurgeSignal, ttlCache } from '../platform/ttl-cache.ts';
import { listBrands, listBrandWall, listGroups, listProductTypes } from './catalogue-options.repository.ts';

/** Category and brand options: read by every page's header, cached per instance for `ttlMs` or until a purge. */
export function createCatalogueOptions({
  db,
  ttlMs,
  forgetOn,
}: {
  db: Db;
  ttlMs: number;
  forgetOn?: PurgeSignal;
}) {
  return {
    groups: ttlCache(ttlMs, () => listGroups(db), forgetOn),
    productTypes: ttlCache(ttlMs, () => listProductTypes(db), forgetOn),
    brands: ttlCache(ttlMs, () => listBrands(db), forgetOn),
    brandWall: ttlCache(ttlMs, () => listBrandWall(db), forgetOn),
  };
}

export type CatalogueOptions = ReturnType<typeof createCatalogueOptions>;
