import { INVOICE_PROFILE_LIMIT, invoiceMessages } from '@labmall/contract/invoicing';
import type { Db, Tx } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { invoiceProfileAnswer } from './invoicing.answers.ts';
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
  /** Writes hold the member's row lock; each returns the profile as it is now. */
  const write = (userId: number, work: (tx: Tx) => Promise<InvoiceProfileRow>) =>
    db.transaction(async (tx) => {
      await lockMemberForInvoiceProfiles(tx, userId);
      return work(tx);
    });

  return {
    list: async (userId: number) => ({
      limit: INVOICE_PROFILE_LIMIT,
      list: (await listInvoiceProfiles(db, userId)).map(invoiceProfileAnswer),
    }),

    async add(userId: number, input: InvoiceProfileInput) {
      const values = toValues(input);
      const row = await write(userId, async (tx) => {
        const existing = await countInvoiceProfiles(tx, userId);
        if (existing >= INVOICE_PROFILE_LIMIT) throw conflict(invoiceMessages.limit);
        const row = await insertInvoiceProfile(tx, userId, values);
        if (existing > 0 && input.is_default !== true) return row;
        await markDefaultInvoiceProfile(tx, userId, row.id);
        return { ...row, isDefault: true };
      });
      return invoiceProfileAnswer(row);
    },

    async edit(userId: number, id: number, input: InvoiceProfileInput) {
      const values = toValues(input);
      const row = await write(userId, async (tx) => {
        const row = await updateInvoiceProfile(tx, userId, id, values);
        if (!row) throw notFound(invoiceMessages.notFound);
        if (input.is_default !== true || row.isDefault) return row;
        await markDefaultInvoiceProfile(tx, userId, id);
        return { ...row, isDefault: true };
      });
      return invoiceProfileAnswer(row);
    },

    async remove(userId: number, id: number): Promise<null> {
      await db.transaction(async (tx) => {
        await lockMemberForInvoiceProfiles(tx, userId);
        const removed = await deleteInvoiceProfile(tx, userId, id);
        if (!removed) throw notFound(invoiceMessages.notFound);
        if (!removed.isDefault) return;
        const next = await newestInvoiceProfileId(tx, userId);
        if (next !== null) await markDefaultInvoiceProfile(tx, userId, next);
      });
      return null;
    },

    async setDefault(userId: number, id: number): Promise<null> {
      await db.transaction(async (tx) => {
        await lockMemberForInvoiceProfiles(tx, userId);
        if (!(await findOwnInvoiceProfile(tx, userId, id))) throw notFound(invoiceMessages.notFound);
        await markDefaultInvoiceProfile(tx, userId, id);
      });
      return null;
    },
  };
}

export type InvoicingService = ReturnType<typeof createInvoicingService>;
