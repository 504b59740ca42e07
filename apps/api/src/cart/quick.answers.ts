import { chargedPriceAnswer } from '../activities/charged-price.answers.ts';
import type { ChargedPrice } from '../activities/charged-price.ts';
import type { QuickResult, QuickSkuRow } from './quick-order.service.ts';
import { skuAnswer } from './sku-answer.ts';

/** Wire shapes of quick order (packages/contract/src/quick.ts): money as 元 strings, times as ISO 8601. */

/**
 * A SKU a line resolved to, with the CAS and grade that tell same-named products apart, at the price
 * the 采购单 will charge for it now (`charged`).
 */
export function quickSkuAnswer(s: QuickSkuRow, charged: ChargedPrice) {
  return { ...skuAnswer(s), ...chargedPriceAnswer(charged), cas: s.cas, grade: s.grade };
}

export function quickLineAnswer(line: QuickResult, charged: Map<number, ChargedPrice>) {
  const sku = (row: QuickSkuRow) => quickSkuAnswer(row, charged.get(row.id)!);
  return {
    code: line.code,
    quantity: line.quantity,
    kind: line.kind,
    message: line.message,
    sku: line.sku && sku(line.sku),
    suggested_quantity: line.suggestedQuantity,
    options: line.options.map(sku),
    missing: line.missing.map(({ code, message, link }) => ({ code, message, link })),
  };
}
