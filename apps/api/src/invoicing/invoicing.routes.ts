import {
  userInvoiceAdd,
  userInvoiceDefault,
  userInvoiceDelete,
  userInvoiceEdit,
  userInvoiceList,
} from '@labmall/contract/invoicing';
import { defineRoute } from '../platform/route.ts';

/** The member's invoice profiles (/user/invoice, and picked inline on /order). */
export const invoicingRoutes = [
  defineRoute({
    ...userInvoiceList,
    handler: ({ user, deps }) => deps.invoicing.list(user.id),
  }),
  defineRoute({
    ...userInvoiceAdd,
    handler: ({ payload, user, deps }) => deps.invoicing.add(user.id, payload),
  }),
  defineRoute({
    ...userInvoiceEdit,
    handler: ({ payload, user, deps }) => deps.invoicing.edit(user.id, payload.id, payload),
  }),
  defineRoute({
    ...userInvoiceDelete,
    handler: ({ payload, user, deps }) => deps.invoicing.remove(user.id, payload.id),
  }),
  defineRoute({
    ...userInvoiceDefault,
    handler: ({ payload, user, deps }) => deps.invoicing.setDefault(user.id, payload.id),
  }),
];
