import { Code } from '@labmall/protocol';
import { parseListFilter } from '@labmall/rules';
import { z } from 'zod';
import { invalid, notFound } from '../platform/errors.ts';
import { idField, textField } from '../platform/input-rules.ts';
import { pagingFields } from '../platform/paging.ts';
import { defineRoute } from '../platform/route.ts';
import { MAX_QUERY_CHARS, queryTokens } from '../search/tokenizer.ts';
import { toTsQueryText } from '../search/tsquery.ts';
import { DOCUMENT_KINDS } from './catalog.schema.ts';
import { formatYuan } from './import/money.ts';
import { categoryPath, findProductDetail, RELATED_LIMIT } from './product-detail.repository.ts';
import { controlledLabel, hazardText, sanitizeDescription } from './product-labels.ts';
import { FACET_SAMPLE, type ListQuery, MAX_TOTAL, searchProducts } from './product-query.ts';

/**
 * Browsing the catalogue. Prices go to members only: each call has a visitor answer schema without any
 * price field and a member schema with them, and the handler parses with the one for the caller, so a
 * price can never reach a visitor (SPEC §1). The route's own answer schema is the member one.
 */

/** Longer keywords are refused outright; up to this, they are cut to MAX_QUERY_CHARS (the answer says so). */
export const MAX_KEYWORD_INPUT = 1000;

const facet = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

const visitorItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  cas: z.string().nullable(),
  grade: z.string(),
  brand_name: z.string(),
});
const memberItem = visitorItem.extend({
  min_price: z.string().nullable().optional().describe('最低在售价（元，两位小数）；仅会员可见'),
});

const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z
      .number()
      .int()
      .describe(`命中数，最多计到 ${MAX_TOTAL + 1}`),
    total_text: z.string().describe('超过 10,000 时为 "10,000+"'),
    truncated: z.boolean().describe(`关键词超过 ${MAX_QUERY_CHARS} 字，只按前 ${MAX_QUERY_CHARS} 字搜索`),
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
});
const memberSku = visitorSku.extend({ price: z.string().optional().describe('单价（元）；仅会员可见') });

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
    controlled: z
      .array(z.object({ code: z.string(), label: z.string() }))
      .describe('管制类别：危险化学品、易制毒（一、二、三类）、易制爆、剧毒'),
    description: z.string().describe('商品介绍（已净化的 HTML）'),
    images: z.array(z.string()),
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

function totalText(total: number): string {
  return total > MAX_TOTAL ? `${MAX_TOTAL.toLocaleString('en-US')}+` : total.toLocaleString('en-US');
}

export const catalogueRoutes = [
  defineRoute({
    method: 'GET',
    path: '/product/list',
    summary: '商品列表与搜索（关键词、分类与品牌筛选、分面计数、分页）；价格仅会员可见',
    auth: 'public',
    payload: z.object({
      keyword: textField({ max: MAX_KEYWORD_INPUT, tooLong: `关键词不能超过 ${MAX_KEYWORD_INPUT} 字` })
        .optional()
        .describe(`搜索词；超过 ${MAX_QUERY_CHARS} 字只取前 ${MAX_QUERY_CHARS} 字`),
      filter: textField({ max: 500 }).optional().describe('product_type_id:{id};product_brand_id:{id},{id}'),
      sort: z.enum(['relevance', 'newest', 'price_asc', 'price_desc']).default('relevance'),
      ...pagingFields,
    }),
    answer: memberList,
    handler: async ({ payload, user, deps }) => {
      const member = user.id !== 0;
      if (!member && payload.sort.startsWith('price')) throw invalid({ sort: '登录后才能按价格排序' });
      const filter = parseListFilter(payload.filter);
      const keyword = payload.keyword?.trim() ?? '';
      const query = queryTokens(keyword);
      const tsquery = keyword ? toTsQueryText(query) : null;
      const empty = { list: [], total: 0, total_text: '0', truncated: query.truncated };
      // A keyword with nothing searchable (punctuation, a CAS number with a wrong check digit): no hits.
      if (keyword && !tsquery) {
        return visitorOrMember(member, { ...empty, facets: { categories: [], brands: [], sampled: false } });
      }
      const q: ListQuery = {
        search: tsquery ? { query, tsquery, raw: keyword } : null,
        ...(filter.productTypeId !== undefined ? { productTypeId: filter.productTypeId } : {}),
        brandIds: filter.brandIds,
        sort: payload.sort,
        offset: (payload.index - 1) * payload.pageSize,
        limit: payload.pageSize,
      };
      const { rows, total, facets } = await searchProducts(deps.db, q);
      return visitorOrMember(member, {
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          name_en: r.nameEn,
          cas: r.cas,
          grade: r.grade,
          brand_name: r.brandName,
          min_price: r.minPriceFen === null ? null : formatYuan(r.minPriceFen),
        })),
        total,
        total_text: totalText(total),
        truncated: query.truncated,
        facets,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/product/detail',
    summary: '商品详情与各包装规格（SKU）；价格仅会员可见',
    auth: 'public',
    payload: z.object({
      id: idField('商品编号须为正整数'),
    }),
    answer: memberDetail,
    codes: [Code.NOT_FOUND],
    handler: async ({ payload, user, deps }) => {
      const found = await findProductDetail(deps.db, payload.id);
      if (!found) throw notFound('商品不存在');
      const { product: p } = found;
      const answer = {
        id: p.id,
        name: p.name,
        name_en: p.nameEn,
        synonyms: p.synonyms,
        cas: p.cas,
        mdl: p.mdl,
        formula: p.formula,
        mw: p.mw,
        grade: p.grade,
        storage: p.storage,
        hazards: p.hazards.map((code) => ({ code, text: hazardText(code) })),
        controlled: p.controlled.map((code) => ({ code, label: controlledLabel(code) })),
        description: sanitizeDescription(p.description),
        images: p.images,
        documents: p.documents,
        product_type_id: p.productTypeId,
        category_path: categoryPath(await deps.catalogOptions.productTypes(), p.productTypeId),
        brand_id: p.brandId,
        brand_name: p.brandName,
        skus: found.skus.map((s) => ({
          id: s.id,
          sku: s.sku,
          spec: s.spec,
          pack: s.pack,
          stock: s.stock,
          min_qty: s.minQty,
          step: s.step,
          lead_days: s.leadDays,
          on_sale: s.onSale,
          price: formatYuan(s.priceFen),
        })),
        related: found.related.map((r) => ({
          id: r.id,
          name: r.name,
          cas: r.cas,
          grade: r.grade,
          brand_name: r.brandName,
        })),
      };
      return user.id !== 0 ? memberDetail.parse(answer) : visitorDetail.parse(answer);
    },
  }),
];

function visitorOrMember(member: boolean, answer: z.input<typeof memberList>) {
  return member ? memberList.parse(answer) : visitorList.parse(answer);
}
