import type { Db } from '../platform/db.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { listBrands, listBrandWall, listGroups, listProductTypes } from './catalogue-options.repository.ts';

/** Category and brand options: read by every page's header, cached per instance for `ttlMs`. */
export function createCatalogueOptions({ db, ttlMs }: { db: Db; ttlMs: number }) {
  return {
    groups: ttlCache(ttlMs, () => listGroups(db)),
    productTypes: ttlCache(ttlMs, () => listProductTypes(db)),
    brands: ttlCache(ttlMs, () => listBrands(db)),
    brandWall: ttlCache(ttlMs, () => listBrandWall(db)),
  };
}

export type CatalogueOptions = ReturnType<typeof createCatalogueOptions>;
