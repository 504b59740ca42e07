import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { memberItem, visitorItem } from './catalogue.ts';
import { defineContract } from './define.ts';
import { intField, textField } from './input-rules.ts';
import {
  MAX_STRUCTURE_INPUT,
  SIMILARITY_DEFAULT,
  SIMILARITY_MIN,
  STRUCTURE_MATCH_CAP,
  STRUCTURE_MODES,
  STRUCTURE_PAGE_SIZE,
} from './structure-limits.ts';

/**
 * Structure search (issue 37, /structure): a SMILES or molfile, drawn or pasted, searched as the same
 * structure (精确, by InChIKey), as a part of the products' structures (子结构: fingerprints screened in
 * the database, each candidate confirmed by RDKit in a worker) or by likeness (相似: Tanimoto on Morgan
 * fingerprints). The cards are the list's, so prices go to members only, as on /list.
 */
// The limits and modes live in a zod-free file the storefront's bundle may import (zod probes for
// `eval`, which the CSP reports); re-exported here, where the API reads them.
export {
  MAX_QUERY_ATOMS,
  MAX_STRUCTURE_INPUT,
  SIMILARITY_DEFAULT,
  SIMILARITY_MIN,
  STRUCTURE_MATCH_CAP,
  STRUCTURE_MODE_LABELS,
  STRUCTURE_MODES,
  STRUCTURE_PAGE_SIZE,
  type StructureMode,
} from './structure-limits.ts';

// Generic over the shape, not the object: `extend` called on a `T extends z.ZodObject` is typed by the
// constraint, and the cards would be inferred as `Record<string, unknown>`.
const structureCard = <S extends z.core.$ZodLooseShape>(item: z.ZodObject<S>) =>
  item.extend({
    match_picture: z
      .string()
      .nullable()
      .describe('本次查询的结构式图（SVG 文本，匹配部分高亮）；无结构为 null'),
    similarity: z.number().nullable().describe('相似度（Tanimoto，0–1，两位小数）；仅“相似”模式'),
  });

const structureAnswer = <T extends z.ZodType>(card: T) =>
  z.object({
    list: z.array(card),
    total: z.number().int().describe(`命中数；capped 时为已确认的 ${STRUCTURE_MATCH_CAP} 个`),
    capped: z.boolean().describe('匹配过多或超时，只给出了前面的结果'),
    note: z.string().nullable().describe('告诉买家结果不完整的原因，如“匹配的商品过多，只显示前 200 个”'),
    query: z.object({
      smiles: z.string().describe('查询结构的规范 SMILES'),
      formula: z.string().describe('查询结构的分子式'),
      picture: z.string().describe('查询结构的 SVG 文本'),
    }),
  });

export const structureSearch = defineContract({
  method: 'POST',
  path: '/product/structure',
  summary: '结构式搜索：精确、子结构、相似（SMILES 或 molfile）；价格仅会员可见',
  auth: 'public',
  payload: z.object({
    query: textField({
      max: MAX_STRUCTURE_INPUT,
      multiline: true,
      tooLong: `结构式不能超过 ${MAX_STRUCTURE_INPUT.toLocaleString('en-US')} 个字符`,
    }).describe('SMILES 或 molfile（V2000/V3000）'),
    mode: z.enum(STRUCTURE_MODES).default('substructure'),
    threshold: z
      .number()
      .min(SIMILARITY_MIN, `相似度不能低于 ${SIMILARITY_MIN}`)
      .max(1, '相似度不能高于 1')
      .default(SIMILARITY_DEFAULT)
      .describe('相似模式的最低 Tanimoto 相似度'),
    page: intField({ min: 1, max: STRUCTURE_MATCH_CAP / STRUCTURE_PAGE_SIZE }).default(1),
  }),
  answer: structureAnswer(structureCard(memberItem)),
  visitorAnswer: structureAnswer(structureCard(visitorItem)),
  codes: [Code.RATE_LIMITED],
});
