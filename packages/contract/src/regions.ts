import { z } from 'zod';
import { defineContract } from './define.ts';
import { intField } from './input-rules.ts';

const regionOption = z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int() });

export const region = defineContract({
  method: 'GET',
  path: '/region',
  summary: '行政区划：省、市、区县逐级查询（GB/T 2260 代码）',
  auth: 'public',
  payload: z.object({
    parent_id: intField({ min: 0, max: 999999, message: '上级地区代码无效' })
      .default(0)
      .describe('上级地区代码；省份传 0 或不传'),
  }),
  answer: z.array(regionOption).describe('下级地区列表（省份、城市或区县）；没有下级时为空数组'),
});
