import type { EntryRow, PointsItemRow } from './points.repository.ts';
import type { PointsKind } from './points.schema.ts';

/** Wire shapes of points (packages/contract/src/points.ts). */

/** The reason a ledger entry shows, in the member's words. */
export const pointsReasons: Readonly<Record<PointsKind, string>> = {
  earn: '订单完成',
  reverse: '订单退款',
  redeem: '积分兑换',
  redeem_return: '兑换取消退回',
  adjust: '运营调整',
};

export function itemAnswer(item: PointsItemRow) {
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    image: item.image,
    points_price: item.pointsPrice,
    stock: item.stock,
  };
}

export function adminItemAnswer(item: PointsItemRow) {
  return {
    ...itemAnswer(item),
    description: item.description,
    on_sale: item.onSale,
    sort: item.sort,
    created_at: item.createdAt.toISOString(),
  };
}

export function entryAnswer(entry: EntryRow) {
  return {
    id: entry.id,
    kind: entry.kind,
    reason: pointsReasons[entry.kind],
    delta: entry.delta,
    note: entry.note,
    order_number: entry.orderNumber,
    at: entry.at.toISOString(),
  };
}
