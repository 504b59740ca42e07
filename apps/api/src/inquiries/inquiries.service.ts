import { createHash } from 'node:crypto';
import { INQUIRIES_PER_HOUR } from '@labmall/contract/inquiries';
import { isCasNumber } from '@labmall/rules';
import type { Db } from '../platform/db.ts';
import { invalid, rateLimited } from '../platform/errors.ts';
import { countSince, insertInquiry, listInquiries } from './inquiries.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface InquiryInput {
  name: string;
  cas: string;
  quantity: string;
  contact: string;
  keyword: string;
}

/**
 * 询价登记: what a buyer could not find, stored for the merchant. Limited per source (a member by id,
 * a visitor by a hash of the client address; the address itself is not stored) to INQUIRIES_PER_HOUR.
 */
export function createInquiryService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async create(input: InquiryInput, source: { userId: number; ip: string }) {
      const cas = input.cas.normalize('NFKC').trim();
      if (cas && !isCasNumber(cas)) throw invalid({ cas: 'CAS 号格式不对（如 75-05-8），不确定可不填' });
      const clientKey = createHash('sha256')
        .update(source.userId > 0 ? `user:${source.userId}` : `ip:${source.ip}`)
        .digest('hex');
      const at = now();
      if ((await countSince(db, clientKey, new Date(at.getTime() - HOUR_MS))) >= INQUIRIES_PER_HOUR) {
        throw rateLimited('询价登记过于频繁，请稍后再试或直接联系客服', 3600);
      }
      const id = await insertInquiry(db, {
        userId: source.userId > 0 ? source.userId : null,
        name: input.name,
        cas,
        quantity: input.quantity,
        contact: input.contact,
        keyword: input.keyword.slice(0, 100),
        clientKey,
        createdAt: at,
      });
      return { id };
    },
    async list(paging: { index: number; pageSize: number }) {
      const { total, rows } = await listInquiries(db, (paging.index - 1) * paging.pageSize, paging.pageSize);
      return {
        total,
        list: rows.map((r) => ({
          id: r.id,
          user_id: r.userId,
          name: r.name,
          cas: r.cas,
          quantity: r.quantity,
          contact: r.contact,
          keyword: r.keyword,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
