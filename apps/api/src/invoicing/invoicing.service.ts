import { INVOICE_PROFILE_LIMIT, invoiceMessages } from '@labmall/contract/invoicing';
import { creditCodeCheckValid } from '@labmall/rules';
import type { Db } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import {
  countInvoiceProfiles,
  deleteInvoiceProfile,
  findOwnInvoiceProfile,
  type InvoiceProfileRow,
  type InvoiceProfileValues,
  insertInvoiceProfile,
  listInvoiceProfiles,
  lockMemberForInvoiceProfiles,
  markDefaultInvoiceProfile,
  newestInvoiceProfileId,
  updateInvoiceProfile,
} from './invoicing.repository.ts';

/** A profile as the payload schema leaves it (optional fields '' when not given). */
export interface InvoiceProfileInput {
  kind: 'normal' | 'special';
  title_type: 'personal' | 'organisation';
  title: string;
  taxpayer_no: string;
  registered_address: string;
  registered_phone: string;
  bank_name: string;
  bank_account: string;
  email: string;
  is_default?: boolean | undefined;
}

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

/** Only what the profile's kind uses is kept: a personal title has no taxpayer number, a 普票 no bank. */
function toValues(input: InvoiceProfileInput): InvoiceProfileValues {
  const organisation = input.title_type === 'organisation';
  const special = input.kind === 'special';
  const keep = (value: string, when: boolean) => (when && value !== '' ? value : null);
  return {
    kind: input.kind,
    titleType: input.title_type,
    title: input.title,
    taxpayerNo: keep(input.taxpayer_no, organisation),
    registeredAddress: keep(input.registered_address, special),
    registeredPhone: keep(input.registered_phone, special),
    bankName: keep(input.bank_name, special),
    bankAccount: keep(input.bank_account, special),
    email: keep(input.email, true),
  };
}

/**
 * A member's invoice profiles: at most INVOICE_PROFILE_LIMIT, exactly one default while any exist (the
 * first added; after the default is deleted, the newest remaining). Writes hold the member's row lock.
 */
export function createInvoicingService({ db }: { db: Db }) {
  return {
    list: (userId: number) => listInvoiceProfiles(db, userId),

    async add(userId: number, input: InvoiceProfileInput): Promise<InvoiceProfileRow> {
      const values = toValues(input);
      return db.transaction(async (tx) => {
        await lockMemberForInvoiceProfiles(tx, userId);
        const existing = await countInvoiceProfiles(tx, userId);
        if (existing >= INVOICE_PROFILE_LIMIT) throw conflict(invoiceMessages.limit);
        const row = await insertInvoiceProfile(tx, userId, values);
        if (existing > 0 && input.is_default !== true) return row;
        await markDefaultInvoiceProfile(tx, userId, row.id);
        return { ...row, isDefault: true };
      });
    },

    async edit(userId: number, id: number, input: InvoiceProfileInput): Promise<InvoiceProfileRow> {
      const values = toValues(input);
      return db.transaction(async (tx) => {
        await lockMemberForInvoiceProfiles(tx, userId);
        const row = await updateInvoiceProfile(tx, userId, id, values);
        if (!row) throw notFound(invoiceMessages.notFound);
        if (input.is_default !== true || row.isDefault) return row;
        await markDefaultInvoiceProfile(tx, userId, id);
        return { ...row, isDefault: true };
      });
    },

    async remove(userId: number, id: number) {
      await db.transaction(async (tx) => {
        await lockMemberForInvoiceProfiles(tx, userId);
        const removed = await deleteInvoiceProfile(tx, userId, id);
        if (!removed) throw notFound(invoiceMessages.notFound);
        if (!removed.isDefault) return;
        const next = await newestInvoiceProfileId(tx, userId);
        if (next !== null) await markDefaultInvoiceProfile(tx, userId, next);
      });
    },

    async setDefault(userId: number, id: number) {
      await db.transaction(async (tx) => {
        await lockMemberForInvoiceProfiles(tx, userId);
        if (!(await findOwnInvoiceProfile(tx, userId, id))) throw notFound(invoiceMessages.notFound);
        await markDefaultInvoiceProfile(tx, userId, id);
      });
    },
  };
}

export type InvoicingService = ReturnType<typeof createInvoicingService>;
