import { NOTICE_KINDS, type NoticeKind } from '@labmall/contract/notice-kinds';
import { describe, expect, it } from 'vitest';
import { clip, noticeSmsMessage, SMS_VARIABLE_MAX } from './notice-sms.ts';
import type { Notice, NoticeParams } from './notice-texts.ts';

const long = '非常长的内容'.repeat(12);

/** Every kind with its longest plausible facts: names, reasons and carriers far past a variable. */
const samples: { [K in NoticeKind]: NoticeParams[K] } = {
  order_shipped: { number: 'LM202611270001', carrier: long, tracking_no: 'SF'.padEnd(60, '9') },
  pay_reminder: { number: 'LM202611270001', pay_by: '2026-11-28 10:00' },
  transfer_confirmed: { number: 'LM202611270001' },
  transfer_rejected: { number: 'LM202611270001', reason: long },
  repayment_confirmed: { amount: '123456.78' },
  repayment_rejected: { amount: '123456.78', reason: long },
  statement_drawn: { amount: '123456.78', due_date: '2026-12-31' },
  verification_approved: {},
  verification_rejected: { reason: long },
  licence_approved: { licence: long },
  licence_rejected: { licence: long, reason: long },
  inquiry_answered: { name: long },
  refund_succeeded: { number: 'LM202611270001', amount: '99.00', method: 'online' },
  licence_expiring: { licence: long, valid_until: '2026-12-31' },
  statement_due: { amount: '123456.78', due_date: '2026-12-31' },
  coupon_expiring: { name: long, valid_until: '2026-11-30 23:59' },
};

describe('a notice as a text', () => {
  it.each(NOTICE_KINDS)(
    '%s: its template is its kind, and no variable is longer than Aliyun takes',
    (kind) => {
      const notice = { kind, params: samples[kind] } as Notice;
      const message = noticeSmsMessage(notice, '13812345678', '蓝标实验商城');
      expect(message.template).toBe(kind);
      expect(message.to).toBe('13812345678');
      expect(message.text.startsWith('【蓝标实验商城】')).toBe(true);
      for (const value of Object.values(message.params)) {
        expect(typeof value).toBe('string');
        expect((value as string).length).toBeLessThanOrEqual(SMS_VARIABLE_MAX);
      }
    },
  );

  it('keeps what fits, and marks what it cuts', () => {
    expect(clip('乙腈')).toBe('乙腈');
    expect(clip('a'.repeat(35))).toBe('a'.repeat(35));
    expect(clip('a'.repeat(36))).toBe(`${'a'.repeat(34)}…`);
  });

  it('carries the facts a template needs, under the names the registered templates use', () => {
    const message = noticeSmsMessage(
      { kind: 'refund_succeeded', params: { number: 'LM1', amount: '12.50', method: 'credit' } },
      '13812345678',
      '蓝标实验商城',
    );
    expect(message.params).toEqual({ order: 'LM1', amount: '12.50' });
    expect(message.text).toBe('【蓝标实验商城】订单 LM1 的退款 ¥12.50 已退回账期额度。');
  });
});
