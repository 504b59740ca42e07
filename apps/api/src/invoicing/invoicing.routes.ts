import {
  INVOICE_PROFILE_LIMIT,
  userInvoiceAdd,
  userInvoiceDefault,
  userInvoiceDelete,
  userInvoiceEdit,
  userInvoiceList,
} from '@labmall/contract/invoicing';
import { defineRoute } from '../platform/route.ts';
import type { InvoiceProfileRow } from './invoicing.repository.ts';
import { taxpayerWarning } from './invoicing.service.ts';

/** One profile as the contract answers it, with the taxpayer number's warning (if any). */
export function invoiceProfileAnswer(row: InvoiceProfileRow) {
  return {
    id: row.id,
    kind: row.kind as 'normal' | 'special',
    title_type: row.titleType as 'personal' | 'organisation',
    title: row.title,
    taxpayer_no: row.taxpayerNo ?? '',
    registered_address: row.registeredAddress ?? '',
    registered_phone: row.registeredPhone ?? '',
    bank_name: row.bankName ?? '',
    bank_account: row.bankAccount ?? '',
    email: row.email ?? '',
    is_default: row.isDefault,
    warning: taxpayerWarning(row.taxpayerNo),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const invoicingRoutes = [
  defineRoute({
    ...userInvoiceList,
    handler: async ({ user, deps }) => ({
      limit: INVOICE_PROFILE_LIMIT,
      list: (await deps.invoicing.list(user.id)).map(invoiceProfileAnswer),
    }),
  }),
  defineRoute({
    ...userInvoiceAdd,
    handler: async ({ payload, user, deps }) =>
      invoiceProfileAnswer(await deps.invoicing.add(user.id, payload)),
  }),
  defineRoute({
    ...userInvoiceEdit,
    handler: async ({ payload, user, deps }) =>
      invoiceProfileAnswer(await deps.invoicing.edit(user.id, payload.id, payload)),
  }),
  defineRoute({
    ...userInvoiceDelete,
    handler: async ({ payload, user, deps }) => {
      await deps.invoicing.remove(user.id, payload.id);
      return null;
    },
  }),
  defineRoute({
    ...userInvoiceDefault,
    handler: async ({ payload, user, deps }) => {
      await deps.invoicing.setDefault(user.id, payload.id);
      return null;
    },
  }),
];
