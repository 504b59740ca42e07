import { yuanToFen } from '@labmall/rules';
import type { CollectEntry } from './types';

/** What the page knows about one row beyond the server's copy: the quantity typed in it. */
export type Quantities = ReadonlyMap<number, number>;

export const quantityOf = (entry: CollectEntry, quantities: Quantities) =>
  quantities.get(entry.id) ?? entry.quantity;

/** Price × quantity in fen; null when the price is not a price. */
export function lineTotalFen(entry: CollectEntry, quantity: number): number | null {
  const fen = yuanToFen(entry.price);
  return fen === null ? null : fen * quantity;
}

/** The rows that can go to the cart: an off-sale SKU cannot be bought, so it cannot be selected. */
export const selectable = (entry: CollectEntry) => entry.on_sale;

/** The sum over the selected rows, in fen. */
export function selectedTotalFen(
  rows: CollectEntry[],
  selected: ReadonlySet<number>,
  quantities: Quantities,
) {
  let total = 0;
  for (const entry of rows) {
    if (!selected.has(entry.id) || !selectable(entry)) continue;
    total += lineTotalFen(entry, quantityOf(entry, quantities)) ?? 0;
  }
  return total;
}

/** POST /user/cart/add's items for the selected rows (off-sale ones are left out). */
export function cartItems(rows: CollectEntry[], selected: ReadonlySet<number>, quantities: Quantities) {
  return rows
    .filter((entry) => selected.has(entry.id) && selectable(entry))
    .map((entry) => ({ sku_id: entry.sku_id, quantity: quantityOf(entry, quantities) }));
}

/** 全选 ticks every selectable row, or clears them when all are ticked already. */
export function toggleAll(rows: CollectEntry[], selected: ReadonlySet<number>): Set<number> {
  const ids = rows.filter(selectable).map((entry) => entry.id);
  return ids.every((id) => selected.has(id)) ? new Set() : new Set(ids);
}

/** Ids still on the page (after a delete or a reload, a selection must not point at gone rows). */
export function keepPresent(rows: CollectEntry[], selected: ReadonlySet<number>): Set<number> {
  return new Set(
    rows.filter((entry) => selectable(entry) && selected.has(entry.id)).map((entry) => entry.id),
  );
}
