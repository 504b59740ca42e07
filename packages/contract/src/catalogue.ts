import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { chargedActivity, chargedListPrice } from './charged-price-fields.ts';
import { defineContract } from './define.ts';
import { GHS_PICTOGRAM_CODES } from './ghs-pictograms.ts';
import { idField, textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';
import { pagingFields } from './paging.ts';

/** A search is run on this many characters of its keyword at most (the answer says `truncated`). */
export const MAX_QUERY_CHARS = 100;
/** Hits are counted up to one more than this; above it the total reads "10,000+". */
export const MAX_TOTAL = 10_000;
/** With a category or brand chosen, each facet is counted over at most this many matches. */
export const FACET_SAMPLE = 1000;
/** Products of the same category shown on an item page. */
export const RELATED_LIMIT = 6;
export const DOCUMENT_KINDS = ['SDS', 'COA', 'TDS', 'OTHER'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The nine GHS pictograms: the page draws each (ADR 0061). */
export { GHS_PICTOGRAM_CODES, type GhsPictogramCode } from './ghs-pictograms.ts';

/**
 * Browsing the catalogue. Prices go to members only: each call has a visitor answer schema without any
 * price field and a member schema with them, and the handler parses with the one for the caller, so a
 * price can never reach a visitor (SPEC §1). The route's own answer schema is the member one.
 */

/** Longer keywords are refused outright; up to this, they are cut to MAX_QUERY_CHARS (the answer says so). */
export const MAX_KEYWORD_INPUT = 1000;

const facet = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

/** A product as a list card shows it; also the cards of structure search (structure-search.ts). */
export const visitorItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  cas: z.string().nullable(),
  grade: z.string(),
  brand_name: z.string(),
  picture: z.string().nullable().describe('卡片图：首张商品图，无图时为结构式图（SVG），都没有为 null'),
});
export const memberItem = visitorItem.extend({
  min_price: yuanAnswer('最低在售价')
    .nullable()
    .optional()
    .describe('在售规格现在的最低单价（元，两位小数；活动进行中按活动价）；仅会员可见'),
  activity: z
    .object({
      id: z.number().int(),
      title: z.string(),
      ends_at: z.string().describe('活动结束时间（ISO 8601）'),
      price: yuanAnswer('活动价'),
      list_price: yuanAnswer('原价'),
    })
    .nullable()
    .optional()
    .describe('在售规格中按活动价销售的最低一个：活动、活动价与原价；没有则 null。仅会员可见'),
});

/** How a keyword was searched (issue 24): exact, or widened in steps, and what to offer when nothing. */
export const WIDEN_STEPS = ['variant', 'prefix', 'typo', 'filter', 'drop', 'any'] as const;
const searchInfo = z
  .object({
    exact_count: z.number().int().describe('列表开头的精确命中数；其后为放宽条件后的结果'),
    steps: z
      .array(z.enum(WIDEN_STEPS))
      .describe(
        '放宽步骤（精确命中不足一页时）：variant 写法变体，prefix 前缀，typo 拼写纠错，filter 转为规格筛选，drop 忽略无匹配的词，any 任一关键词',
      ),
    notes: z
      .array(z.string())
      .describe('告诉买家如何放宽了搜索，如“未找到“acetonitrle”，已按“acetonitrile”搜索”'),
    did_you_mean: z.array(z.string()).describe('没有结果时：您是不是要找（最接近的商品名）'),
    near_categories: z
      .array(z.object({ id: z.number().int(), name: z.string() }))
      .describe('没有结果时：最接近的分类'),
  })
  .describe('有关键词时给出');

const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z
      .number()
      .int()
      .describe(`命中数，最多计到 ${MAX_TOTAL + 1}`),
    total_text: z.string().describe('超过 10,000 时为 "10,000+"'),
    truncated: z.boolean().describe(`关键词超过 ${MAX_QUERY_CHARS} 字，只按前 ${MAX_QUERY_CHARS} 字搜索`),
    search: searchInfo.optional(),
    facets: z
      .object({
        categories: z.array(facet),
        brands: z.array(facet),
        sampled: z.boolean().describe('true：计数只统计了部分匹配（页面不显示计数）'),
      })
      .describe(
        `分面：分类与品牌及其计数。未选分类和品牌时，匹配不超过 ${MAX_TOTAL.toLocaleString('en-US')} 件即为精确计数；` +
          `已选时，各按不超过 ${FACET_SAMPLE} 件匹配统计`,
      ),
  });
const visitorList = listAnswer(visitorItem);
const memberList = listAnswer(memberItem);

const visitorSku = z.object({
  id: z.number().int(),
  sku: z.string().describe('货号'),
  spec: z.string(),
  pack: z.string(),
  stock: z.number().int(),
  min_qty: z.number().int(),
  step: z.number().int(),
  lead_days: z.number().int(),
  on_sale: z.boolean(),
  sds: z
    .object({
      url: z.string().describe('下载地址（/media/sds/{id}，任何人可下载）'),
      file_name: z.string(),
      revised_on: z.string().describe('修订日期（YYYY-MM-DD）；空为未填'),
    })
    .nullable()
    .describe('该包装规格的安全技术说明书（SDS，最新一份）；没有为 null'),
});
const memberSku = visitorSku.extend({
  price: yuanAnswer('单价')
    .optional()
    .describe('现在的单价（元；活动进行中为活动价，与采购单一致）；仅会员可见'),
  list_price: chargedListPrice.optional(),
  activity: chargedActivity.optional(),
});

const detailAnswer = <T extends z.ZodType>(sku: T) =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    synonyms: z.array(z.string()),
    cas: z.string().nullable(),
    mdl: z.string().nullable(),
    formula: z.string().nullable(),
    mw: z.string().nullable(),
    grade: z.string(),
    storage: z.string(),
    hazards: z.array(z.object({ code: z.string(), text: z.string() })).describe('GHS 危险性说明'),
    ghs: z
      .object({
        pictograms: z
          .array(z.object({ code: z.enum(GHS_PICTOGRAM_CODES), label: z.string() }))
          .describe('GHS 象形图（GHS01～GHS09，按编号排序）：商品注明的，否则按危险性说明推定'),
        signal_word: z
          .enum(['危险', '警告'])
          .nullable()
          .describe('信号词：商品注明的，否则按危险性说明推定（危险优先于警告）；无为 null'),
        precautions: z
          .array(z.object({ code: z.string(), text: z.string() }))
          .describe('GHS 防范说明（P 代码）'),
      })
      .describe('GHS 标签要素'),
    controlled: z
      .array(z.object({ code: z.string(), label: z.string() }))
      .describe('管制类别：危险化学品、易制毒（一、二、三类）、易制爆、剧毒'),
    description: z.string().describe('商品介绍（已净化的 HTML）'),
    images: z.array(z.string()),
    structure_picture: z
      .string()
      .nullable()
      .describe('化学结构式图（SVG，导入时绘制，长期缓存）；无结构为 null'),
    documents: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS), name: z.string(), url: z.string() })),
    product_type_id: z.number().int(),
    category_path: z
      .array(z.object({ id: z.number().int(), name: z.string() }))
      .describe('面包屑：从顶级到所在分类'),
    brand_id: z.number().int(),
    brand_name: z.string(),
    skus: z.array(sku),
    related: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          cas: z.string().nullable(),
          grade: z.string(),
          brand_name: z.string(),
        }),
      )
      .describe(`同类商品，最多 ${RELATED_LIMIT} 个`),
  });
const visitorDetail = detailAnswer(visitorSku);
const memberDetail = detailAnswer(memberSku);

/** Molecular weights the list filters by: what a catalogue's mw column can hold (numeric(12,4)). */
export const MAX_MW_FILTER = 1_000_000;

const mwField = z
  .number({ error: '分子量须为数字' })
  .min(0, '分子量不能小于 0')
  .max(MAX_MW_FILTER, `分子量不能超过 ${MAX_MW_FILTER}`);

const mwOrder = (
  value: { mw_min?: number | undefined; mw_max?: number | undefined },
  context: z.RefinementCtx,
) => {
  if (value.mw_min !== undefined && value.mw_max !== undefined && value.mw_max < value.mw_min) {
    context.addIssue({
      code: 'custom',
      path: ['mw_max'],
      message: '分子量上限不能小于下限',
      input: value.mw_max,
    });
  }
};

export const productList = defineContract({
  method: 'GET',
  path: '/product/list',
  summary: '商品列表与搜索（关键词、分类与品牌筛选、分子量范围、分面计数、分页）；价格仅会员可见',
  auth: 'public',
  payload: z
    .object({
      keyword: textField({ max: MAX_KEYWORD_INPUT, tooLong: `关键词不能超过 ${MAX_KEYWORD_INPUT} 字` })
        .optional()
        .describe(`搜索词；超过 ${MAX_QUERY_CHARS} 字只取前 ${MAX_QUERY_CHARS} 字`),
      filter: textField({ max: 500 }).optional().describe('product_type_id:{id};product_brand_id:{id},{id}'),
      mw_min: mwField.optional().describe('分子量下限（含），如 40'),
      mw_max: mwField.optional().describe('分子量上限（含）；不小于下限'),
      sort: z.enum(['relevance', 'newest', 'price_asc', 'price_desc']).default('relevance'),
      ...pagingFields,
    })
    .superRefine(mwOrder),
  answer: memberList,
  visitorAnswer: visitorList,
});

export const productDetail = defineContract({
  method: 'GET',
  path: '/product/detail',
  summary: '商品详情与各包装规格（SKU）；价格仅会员可见',
  auth: 'public',
  payload: z.object({
    id: idField('商品编号须为正整数'),
  }),
  answer: memberDetail,
  visitorAnswer: visitorDetail,
  codes: [Code.NOT_FOUND],
});
