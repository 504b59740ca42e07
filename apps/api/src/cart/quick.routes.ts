import { quickResolve, quickSheet } from '@labmall/contract/quick';
import { defineRoute } from '../platform/route.ts';
import { readQuickSheet } from './quick-sheet.ts';

/** Quick order (/quick): resolve lines of 货号 or CAS and quantity; read an uploaded .xlsx into lines. */
export const quickRoutes = [
  defineRoute({
    ...quickResolve,
    handler: ({ payload, user, deps }) => deps.quickOrder.resolve(user.id, payload.lines),
  }),
  defineRoute({
    ...quickSheet,
    handler: ({ payload }) => readQuickSheet(payload.file_name, payload.content),
  }),
];
