import { formatYuan, yuanToFen } from '@labmall/rules';

/** One chosen product or SKU as the picker lists it; `price` is the API's yuan text, null when none is on sale. */
export interface Picked {
  id: number;
  title: string;
  detail: string;
  price: string | null;
  /** false: taken off sale (a bundle skips it, so its total leaves it out). */
  onSale?: boolean;
  quantity?: number;
}

/** The list with `item` added at the end: refused (same list) when already chosen or full. */
export function addPicked(list: readonly Picked[], item: Picked, max: number): readonly Picked[] {
  if (list.length >= max || list.some((p) => p.id === item.id)) return list;
  return [...list, item];
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function movePicked(list: readonly Picked[], index: number, by: -1 | 1): readonly Picked[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** Price × quantity of each item on sale, summed in fen, as the shop writes it (¥1,234.50). */
export function pickedTotal(list: readonly Picked[]): string {
  let fen = 0;
  for (const item of list) {
    if (item.onSale === false || item.price === null) continue;
    fen += (yuanToFen(item.price) ?? 0) * (item.quantity ?? 1);
  }
  return formatYuan(fen, 'price');
}
