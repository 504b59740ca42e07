import { messages } from '../../messages';

const t = messages.memberLists.stock;

/** At or below this many units the count itself is shown, so a buyer sees a shortage coming. */
export const LOW_STOCK = 10;

export type StockTone = 'ok' | 'low' | 'out' | 'off';

/** 有货 / 库存 N / 缺货 / 已下架 for a SKU, given the quantity the buyer usually takes. */
export function stockState(
  sku: { stock: number; on_sale: boolean },
  quantity = 0,
): { label: string; tone: StockTone } {
  if (!sku.on_sale) return { label: t.offSale, tone: 'off' };
  if (sku.stock <= 0) return { label: t.out, tone: 'out' };
  if (sku.stock <= LOW_STOCK || sku.stock < quantity) return { label: t.left(sku.stock), tone: 'low' };
  return { label: t.inStock, tone: 'ok' };
}
