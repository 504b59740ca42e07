import { invoiceMessages } from '@labmall/contract/invoicing';
import { creditCodeCheckValid } from '@labmall/rules';
import type { InvoiceProfileRow } from './invoicing.repository.ts';

/**
 * The warning a taxpayer number earns, or '': a credit code whose GB 32100 check character does not
 * match (a typo, or one of the rare codes issued before the check was enforced), or a legacy 15-digit
 * tax registration number. Either is still saved: the finance office, not the shop, has the last word.
 */
export function taxpayerWarning(taxpayerNo: string | null): string {
  if (!taxpayerNo) return '';
  if (taxpayerNo.length === 15) return invoiceMessages.legacyWarning;
  return creditCodeCheckValid(taxpayerNo) ? '' : invoiceMessages.checkCharWarning;
}

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
