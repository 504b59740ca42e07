import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField } from './input-rules.ts';
import { NOTICE_GROUP_CODES, NOTICE_KINDS, type NoticeGroup } from './notice-kinds.ts';
import { pagingFields } from './paging.ts';

/** 消息中心 (issue 36 item 4): the store's notices to the member, newest first. */
export const userMessages = defineContract({
  method: 'GET',
  path: '/user/messages',
  summary: '会员：消息中心，商家发给我的通知（发货、转账确认或驳回、审核结果、询价回复等），最新在前',
  auth: 'member',
  payload: z.object({
    group: z
      .enum(['all', 'unread', ...(NOTICE_GROUP_CODES as [NoticeGroup, ...NoticeGroup[]])], {
        error: '消息分类不对',
      })
      .default('all')
      .describe(
        'all 全部；unread 未读；或一类：orders 订单、money 付款与账期、review 认证与资质、inquiries 询价',
      ),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    unread: z.number().int().describe('全部未读条数（不随分类变化）'),
    list: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(NOTICE_KINDS),
        title: z.string(),
        body: z.string(),
        link: z.string().describe('站内链接（如订单详情），可为空'),
        read: z.boolean(),
        created_at: z.string().describe('ISO 8601'),
      }),
    ),
  }),
});

export const userMessagesRead = defineContract({
  method: 'POST',
  path: '/user/messages/read',
  summary: '会员：把一条消息标为已读；不传 id 时全部标为已读',
  auth: 'member',
  payload: z.object({ id: idField('消息编号须为正整数').optional() }),
  answer: z.object({ unread: z.number().int().describe('剩余未读条数') }),
});

/** 账户设置 › 短信通知: which groups of notices also go out by SMS. */
export const userNoticePreferences = defineContract({
  method: 'GET',
  path: '/user/notice/preferences',
  summary: '会员：短信通知设置，每类消息是否同时发短信，以及本店能否发这类短信',
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    list: z.array(
      z.object({
        group: z.enum(NOTICE_GROUP_CODES as [NoticeGroup, ...NoticeGroup[]]),
        label: z.string().describe('分类名，如 付款与账期'),
        kinds: z.array(z.string()).describe('这一类包含的消息，如 退款到账'),
        sms: z.boolean().describe('会员的选择；未设置时为默认（订单、付款与账期开，其余关）'),
        sms_available: z.boolean().describe('本店的短信服务有这一类中至少一种消息的模板；否则暂不支持短信'),
      }),
    ),
  }),
});

export const userNoticePreferencesSave = defineContract({
  method: 'POST',
  path: '/user/notice/preferences/save',
  summary: '会员：打开或关闭一类消息的短信通知',
  auth: 'member',
  payload: z.object({
    group: z.enum(NOTICE_GROUP_CODES as [NoticeGroup, ...NoticeGroup[]], { error: '消息分类不对' }),
    sms: z.boolean({ error: '请选择是否发短信' }),
  }),
  answer: z.object({ group: z.string(), sms: z.boolean() }),
});
