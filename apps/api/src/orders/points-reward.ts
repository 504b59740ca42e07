/**
 * The points an order will earn: whole yuan of goods after discounts, times the rate. An order's own
 * figure, fixed at placement (ADR 19); the points component credits it when the order completes.
 */
export function pointsRewardFor(amounts: { goodsFen: number; discountFen: number }, perYuan: number): number {
  const paidForGoods = Math.max(0, amounts.goodsFen - amounts.discountFen);
  return Math.floor(paidForGoods / 100) * perYuan;
}
