import { quantityProblem } from '@labmall/rules';
import { addToCart, skusById } from '../cart/cart.service.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { conflict } from '../platform/errors.ts';

export interface RebuySkip {
  sku: string;
  name: string;
  reason: string;
}

/**
 * 再次购买: the order's SKUs that are still on sale go back into the 采购单 at the quantities ordered
 * (priced now, as the cart always is). Off-sale or deleted SKUs, and quantities the SKU's current
 * minimum or step no longer allows, are left out and reported, never silently changed.
 */
export async function rebuy(
  db: DbOrTx,
  userId: number,
  lines: { skuId: number; sku: string; name: string; pack: string; quantity: number }[],
) {
  const found = await skusById(
    db as Db,
    lines.map((l) => l.skuId),
  );
  const skipped: RebuySkip[] = [];
  const items: { sku_id: number; quantity: number }[] = [];
  for (const line of lines) {
    const sku = found.get(line.skuId);
    const label = `${line.name}（${line.pack}）`;
    if (!sku) {
      skipped.push({ sku: line.sku, name: label, reason: '商品已删除' });
    } else if (!sku.onSale) {
      skipped.push({ sku: line.sku, name: label, reason: '已下架' });
    } else {
      const problem = quantityProblem(line.quantity, { minQty: sku.minQty, step: sku.step });
      if (problem) skipped.push({ sku: line.sku, name: label, reason: problem });
      else items.push({ sku_id: sku.id, quantity: line.quantity });
    }
  }
  if (items.length === 0) {
    throw conflict('订单中的商品均已下架或不可购买，未加入采购单');
  }
  const count = await addToCart(db as Db, userId, items);
  return { added: items.length, count, skipped };
}
