import { quickResolve, quickSheet } from '@labmall/contract/quick';
import { formatYuan } from '../catalogue/import/money.ts';
import { defineRoute } from '../platform/route.ts';
import type { QuickSkuRow } from './quick-order.service.ts';
import { readQuickSheet } from './quick-sheet.ts';

/** Quick order (/quick): resolve lines of 货号 or CAS and quantity; read an uploaded .xlsx into lines. */

function skuAnswer(s: QuickSkuRow) {
  return {
    sku_id: s.id,
    product_id: s.productId,
    name: s.name,
    brand_name: s.brandName,
    sku: s.sku,
    cas: s.cas,
    grade: s.grade,
    spec: s.spec,
    pack: s.pack,
    price: formatYuan(s.priceFen),
    stock: s.stock,
    min_qty: s.minQty,
    step: s.step,
    on_sale: s.onSale,
  };
}

export const quickRoutes = [
  defineRoute({
    ...quickResolve,
    handler: async ({ payload, deps }) => {
      const { lines, valid } = await deps.quickOrder.resolve(payload.lines);
      return {
        valid,
        lines: lines.map((line) => ({
          code: line.code,
          quantity: line.quantity,
          kind: line.kind,
          message: line.message,
          sku: line.sku && skuAnswer(line.sku),
          suggested_quantity: line.suggestedQuantity,
          options: line.options.map(skuAnswer),
        })),
      };
    },
  }),
  defineRoute({
    ...quickSheet,
    handler: ({ payload }) => readQuickSheet(payload.file_name, payload.content),
  }),
];
