import { createHash } from 'node:crypto';
import { INQUIRIES_PER_HOUR } from '@labmall/contract/inquiries';
import { isCasNumber, isMobile } from '@labmall/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../accounts/sms/sms-provider.ts';
import type { NoticePort } from '../notices/notices.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { conflict, invalid, notFound, rateLimited } from '../platform/errors.ts';
import {
  answerOpen,
  countSince,
  type InquiryFilter,
  inquiryExists,
  insertInquiry,
  listInquiries,
  listMemberInquiries,
  setAssignee,
} from './inquiries.repository.ts';
import type { inquiries } from './inquiries.schema.ts';

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
export const inquiryMessages = {
  notFound: '询价不存在',
  alreadyAnswered: '该询价已经回复过了',
} as const;

/** Who may look after an inquiry, and their names (the operators component answers). */
export interface InquiryStaffPort {
  exists(operatorId: number): Promise<boolean>;
  namesOf(operatorIds: readonly number[]): Promise<Map<number, string>>;
  holding(permission: 'inquiries.answer'): Promise<{ id: number; name: string }[]>;
}

/** How an answered inquiry reaches its asker by text. */
export interface InquiryNotifyPort {
  sms: SmsProvider;
  shopName: string;
  phoneOf(userId: number): Promise<string | undefined>;
}

export function createInquiryService({
  db,
  staff,
  notify,
  notices,
  log,
  now = () => new Date(),
}: {
  db: Db;
  staff: InquiryStaffPort;
  notify: InquiryNotifyPort;
  /** A member's 消息中心 hears of the answer (wired in deps.ts). */
  notices?: NoticePort;
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}) {
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
    async list(
      query: {
        state: InquiryFilter['state'];
        assignee: 'all' | 'me' | 'nobody';
        index: number;
        pageSize: number;
      },
      operatorId: number,
    ) {
      const assignee = query.assignee === 'all' ? 'all' : query.assignee === 'me' ? operatorId : null;
      const { total, rows } = await listInquiries(
        db,
        { state: query.state, assignee },
        (query.index - 1) * query.pageSize,
        query.pageSize,
      );
      const names = await staff.namesOf(
        rows.flatMap((r) => [r.assigneeId, r.answeredBy]).filter((id): id is number => id !== null),
      );
      return {
        total,
        list: rows.map((row) => ({
          ...inquiryAnswer(row),
          user_id: row.userId,
          contact: row.contact,
          keyword: row.keyword,
          assignee_id: row.assigneeId,
          assignee_name: row.assigneeId === null ? '' : (names.get(row.assigneeId) ?? ''),
          answered_by_name: row.answeredBy === null ? '' : (names.get(row.answeredBy) ?? ''),
        })),
      };
    },

    /** A member's own inquiries with the merchant's answers. */
    async listMine(userId: number, paging: { index: number; pageSize: number }) {
      const offset = (paging.index - 1) * paging.pageSize;
      const { total, rows } = await listMemberInquiries(db, userId, offset, paging.pageSize);
      return { total, list: rows.map(inquiryAnswer) };
    },

    /** Whom an inquiry may be given to: staff who may log in and answer it. */
    async assignees() {
      return { list: await staff.holding('inquiries.answer') };
    },

    async assign(id: number, operatorId: number | null) {
      if (operatorId !== null && !(await staff.exists(operatorId))) {
        throw invalid({ operator_id: '没有这位运营人员' });
      }
      const before = await setAssignee(db, id, operatorId);
      if (before === undefined) throw notFound(inquiryMessages.notFound);
      recordChange({ inquiry: id }, { assignee_id: before }, { assignee_id: operatorId });
      return { assignee_id: operatorId };
    },

    /**
     * Answers once (a conditional update), then tells the buyer by SMS: a member at their mobile number,
     * a visitor at the contact they left when it is a mobile number. The text goes after the answer is
     * stored and a failed send is logged: the answer stays in the user centre whatever the provider does.
     */
    async answer(id: number, text: string, operatorId: number) {
      const at = now();
      const asker = await db.transaction(async (tx) => {
        const found = await answerOpen(tx, id, { text, by: operatorId, at });
        if (!found) {
          if (await inquiryExists(tx, id)) throw conflict(inquiryMessages.alreadyAnswered);
          throw notFound(inquiryMessages.notFound);
        }
        if (found.userId !== null) {
          await notices?.post(tx, found.userId, { kind: 'inquiry_answered', params: { name: found.name } });
        }
        return found;
      });
      recordChange({ inquiry: id }, { state: 'open', answer: '' }, { state: 'answered', answer: text });
      await tell(asker).catch((error: unknown) =>
        log?.error({ err: error, inquiry: id }, 'inquiry answer: SMS not sent'),
      );
      return { state: 'answered' as const, answered_at: at.toISOString() };
    },
  };

  async function tell(asker: { userId: number | null; contact: string; name: string }) {
    // A member is texted by their choice in 账户设置 (notices decides); a visitor left a number to be called on.
    const wanted =
      asker.userId !== null
        ? ((await notices?.wantsSms(asker.userId, 'inquiry_answered')) ?? false)
        : notify.sms.sends('inquiry_answered');
    if (!wanted) return;
    const phone = asker.userId !== null ? await notify.phoneOf(asker.userId) : mobileIn(asker.contact);
    if (!phone) return;
    const name = asker.name.length > 20 ? `${asker.name.slice(0, 19)}…` : asker.name;
    await notify.sms.send({
      to: phone,
      template: 'inquiry_answered',
      params: { name },
      text: `【${notify.shopName}】您登记的询价“${name}”已有回复${asker.userId !== null ? '，请登录后在“我的询价”中查看' : '，我们将尽快与您联系'}。`,
    });
  }
}

/** The mobile number in what a visitor left as contact (spaces and dashes allowed), if it is one. */
function mobileIn(contact: string): string | undefined {
  const digits = contact.replace(/[\s-]/g, '').replace(/^\+?86/, '');
  return isMobile(digits) ? digits : undefined;
}

function inquiryAnswer(row: typeof inquiries.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    cas: row.cas,
    quantity: row.quantity,
    state: row.status === 1 ? ('answered' as const) : ('open' as const),
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
