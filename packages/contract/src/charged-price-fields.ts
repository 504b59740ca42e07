import { z } from 'zod';
import { yuanAnswer } from './money-fields.ts';

/**
 * How an answer says what a member is charged for a SKU now (ADR 0034): `price` is the charged price,
 * and where a running activity gives it, the SKU's own price (`list_price`, shown struck through) and
 * the activity. Members' answers only: a visitor's schema carries none of these.
 */

export const chargedActivity = z
  .object({
    id: z.number().int(),
    title: z.string(),
    ends_at: z.string().describe('活动结束时间（ISO 8601）'),
  })
  .nullable()
  .describe('单价来自的进行中促销活动；否则 null');

export const chargedListPrice = yuanAnswer('原价')
  .nullable()
  .describe('按活动价计时货品自身的单价（元，划线显示）；否则 null');
