import { formatYuan } from '@labmall/rules';
import { chargedPriceAnswer } from '../activities/charged-price.answers.ts';
import type { CartLineView, cartSummary } from './cart.service.ts';

/** Wire shapes of the 采购单 (packages/contract/src/cart.ts): money as 元 strings, times as ISO 8601. */

export function lineAnswer(line: CartLineView) {
  return {
    sku_id: line.id,
    product_id: line.productId,
    name: line.name,
    brand_name: line.brandName,
    sku: line.sku,
    cas: line.cas,
    picture: line.picture,
    spec: line.spec,
    pack: line.pack,
    ...chargedPriceAnswer(line.charged),
    quantity: line.quantity,
    subtotal: formatYuan(line.subtotalFen),
    stock: line.stock,
    min_qty: line.minQty,
    step: line.step,
    on_sale: line.onSale,
    selected: line.selected,
    added_price: line.addedPriceFen === null ? null : formatYuan(line.addedPriceFen),
    changes: {
      off_sale: line.changes.offSale,
      out_of_stock: line.changes.outOfStock,
      short_stock: line.changes.shortStock,
      price: line.changes.price,
      quantity_rule: line.changes.quantityRule,
    },
    missing: line.missing.map(({ code, message, link }) => ({ code, message, link })),
    orderable: line.orderable,
  };
}

export function summaryAnswer(summary: ReturnType<typeof cartSummary>) {
  return {
    count: summary.count,
    selected_count: summary.selectedCount,
    selected_quantity: summary.selectedQuantity,
    selected_total: formatYuan(summary.selectedTotalFen),
    blocked_count: summary.blockedCount,
  };
}
