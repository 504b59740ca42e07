import type { DbOrTx } from '../platform/db.ts';
import { listAllBrands, listAllProductTypes, productIdentities } from './catalogue.repository.ts';
import { productKeyOf } from './import/catalogue-row.ts';
import { PackedKeyMap } from './import/packed-keys.ts';

type Brand = Awaited<ReturnType<typeof listAllBrands>>[number];

/** The part of a Map an upserter uses: a layer (below) answers the same calls. */
export interface Lookup<K, V> {
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): unknown;
}

/**
 * What an upserter matches rows against: category ids by parent and name, brands by name, and product
 * ids by productKeyOf. It adds what it creates, so a later batch of the same run finds it.
 */
export interface CatalogueLookups {
  types: Lookup<string, number>;
  brands: Lookup<string, Brand>;
  products: Lookup<string, number>;
}

export const typeKey = (pid: number | null, name: string) => `${pid ?? 0}\u001f${name}`;

/** Reads the lookups from the catalogue; `products` false leaves the products' out (the seed, an empty catalogue). */
export async function loadCatalogueLookups(
  tx: DbOrTx,
  options: { products: boolean },
): Promise<CatalogueLookups> {
  const types = new Map<string, number>();
  for (const t of await listAllProductTypes(tx)) types.set(typeKey(t.pid, t.name), t.id);
  const brands = new Map((await listAllBrands(tx)).map((b) => [b.name, b]));
  // Every stored product, and every one a console import adds (a million-row file: 344,000), so packed
  // off the heap: as a Map it took some 100 bytes of the server's 320 MB heap each (ADR 0047).
  const products = new PackedKeyMap();
  // Highest id first, so the lowest wins where one identity is stored twice.
  if (options.products)
    for (const p of await productIdentities(tx)) products.set(productKeyOf({ ...p, purity: p.grade }), p.id);
  return { types, brands, products };
}

class Layer<K, V> implements Lookup<K, V> {
  readonly own = new Map<K, V>();
  readonly base: Lookup<K, V>;
  constructor(base: Lookup<K, V>) {
    this.base = base;
  }
  get(key: K) {
    return this.own.has(key) ? this.own.get(key) : this.base.get(key);
  }
  has(key: K) {
    return this.own.has(key) || this.base.has(key);
  }
  set(key: K, value: V) {
    this.own.set(key, value);
    return this;
  }
  commit() {
    for (const [key, value] of this.own) this.base.set(key, value);
  }
}

/**
 * Lookups for one transaction over lookups loaded once for a whole run (the console's import, a
 * transaction per slice): what the transaction adds stays in the layer until `commit()` after it
 * committed; a rolled-back transaction (the dry run, a failure) drops the layer, and with it the ids
 * of rows that no longer exist.
 */
export function layeredLookups(base: CatalogueLookups) {
  const types = new Layer(base.types);
  const brands = new Layer(base.brands);
  const products = new Layer(base.products);
  return {
    lookups: { types, brands, products } satisfies CatalogueLookups,
    commit() {
      types.commit();
      brands.commit();
      products.commit();
    },
  };
}
