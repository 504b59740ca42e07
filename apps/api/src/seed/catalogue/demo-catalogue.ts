import type { CatalogueItem, ItemStructure } from '../../catalogue/import/catalogue-row.ts';
import { consumables } from './consumables.ts';
import { equipmentItems } from './equipment-products.ts';
import { instruments } from './instruments.ts';
import { reagentItems, type Serials } from './reagent-products.ts';
import { demoReagents } from './reagents.ts';
import { standards } from './standards.ts';

/**
 * The demo catalogue as SKU rows in the import's own shape, so the seed can go through the same upsert
 * as `npm run catalog:import` and a test can round-trip it through the import validator.
 */
export function buildDemoCatalogue(structures?: ReadonlyMap<string, ItemStructure>): CatalogueItem[] {
  const serials: Serials = new Map();
  return [
    ...reagentItems(demoReagents, serials, structures),
    ...equipmentItems(standards, serials),
    ...equipmentItems(consumables, serials),
    ...equipmentItems(instruments, serials),
  ];
}
