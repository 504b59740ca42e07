import { chinaMinute } from '@labmall/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from '../accounts/sms/sms-provider.ts';
import type { NoticePort } from '../notices/notices.service.ts';
import type { Db } from '../platform/db.ts';
import { claimReminder, type DueReminder, dueReminders } from './lifecycle.repository.ts';

/** Where a reminder goes (wired in deps.ts): the member's 消息中心 and an SMS. */
export interface PayReminderPort {
  remind(reminder: DueReminder): Promise<void>;
}

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 200;

/**
 * The reminder a day before a long pay window lapses (对公转账, 账期 pending a limit; ADR 33), from the
 * timed jobs. Each order is claimed by a conditional update before it is sent, so two runners, or a run
 * repeated, send it once. At most once: a send that fails after the claim is logged, not retried, so a
 * provider's hiccup never texts a clerk twice.
 */
export function createPayReminders(deps: {
  db: Db;
  port: PayReminderPort;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  return {
    async remindDue(now = new Date()): Promise<number> {
      let sent = 0;
      for (const due of await dueReminders(deps.db, now, new Date(now.getTime() + DAY_MS), BATCH)) {
        if (!(await claimReminder(deps.db, due.id, now))) continue;
        try {
          await deps.port.remind(due);
          sent += 1;
        } catch (error) {
          deps.log.error({ err: error, order: due.number }, 'pay reminder not sent');
        }
      }
      return sent;
    },
  };
}

export type PayReminders = ReturnType<typeof createPayReminders>;

/**
 * The reminder as the store sends it (wired in deps.ts): a notice in the member's 消息中心, once per
 * order, then an SMS unless the member turned 订单 texts off. A provider without a reminder template (Aliyun before one is registered) logs it.
 */
export function messageAndTextReminder(deps: {
  db: Db;
  notices: NoticePort;
  sms: SmsProvider;
  shopName: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): PayReminderPort {
  return {
    async remind(due) {
      const deadline = chinaMinute(due.payBy);
      await deps.notices.post(
        deps.db,
        due.userId,
        { kind: 'pay_reminder', params: { number: due.number, pay_by: deadline } },
        { dedupeKey: `pay_reminder:${due.number}` },
      );
      if (!deps.sms.sends('pay_reminder')) {
        deps.log.warn(
          { order: due.number },
          'pay reminder: no SMS template for reminders with this provider',
        );
        return;
      }
      if (!(await deps.notices.wantsSms(due.userId, 'pay_reminder'))) return;
      const transfer = due.payWindow === 'transfer' ? '（对公转账请付款后上传转账凭证）' : '';
      await deps.sms.send({
        to: due.phone,
        template: 'pay_reminder',
        params: { order: due.number, deadline },
        text: `【${deps.shopName}】您的订单 ${due.number} 请于 ${deadline} 前付款${transfer}，逾期订单将自动取消。`,
      });
    },
  };
}
