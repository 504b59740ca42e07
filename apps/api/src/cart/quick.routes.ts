import { quickResolve, quickSheet } from '@labmall/contract/quick';
import { defineRoute } from '../platform/route.ts';
import type { QuickSkuRow } from './quick-order.service.ts';
import { readQuickSheet } from './quick-sheet.ts';
import { skuAnswer } from './sku-answer.ts';

/** Quick order (/quick): resolve lines of 货号 or CAS and quantity; read an uploaded .xlsx into lines. */

/** A SKU a line resolved to, with the CAS and grade that tell same-named products apart. */
function quickSkuAnswer(s: QuickSkuRow) {
  return { ...skuAnswer(s), cas: s.cas, grade: s.grade };
}

export const quickRoutes = [
  defineRoute({
    ...quickResolve,
    handler: async ({ payload, user, deps }) => {
      const { lines, valid } = await deps.quickOrder.resolve(user.id, payload.lines);
      return {
        valid,
        lines: lines.map((line) => ({
          code: line.code,
          quantity: line.quantity,
          kind: line.kind,
          message: line.message,
          sku: line.sku && quickSkuAnswer(line.sku),
          suggested_quantity: line.suggestedQuantity,
          options: line.options.map(quickSkuAnswer),
          missing: line.missing.map(({ code, message, link }) => ({ code, message, link })),
        })),
      };
    },
  }),
  defineRoute({
    ...quickSheet,
    handler: ({ payload }) => readQuickSheet(payload.file_name, payload.content),
  }),
];
