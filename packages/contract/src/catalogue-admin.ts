import { Code } from '@labmall/protocol';
import { isCasNumber } from '@labmall/rules';
import { z } from 'zod';
import { ON_SALE_FILTERS } from './catalogue-choices.ts';
import { defineContract } from './define.ts';
import { boolField, idField, intField, textField } from './input-rules.ts';
import { yuanAnswer, yuanField } from './money-fields.ts';
import { pagingFields } from './paging.ts';

/**
 * 商品 in the console (issue 34): categories, brands, products and their SKUs. A product's fields are
 * the import's (apps/api catalogue/import/validate-row.ts checks both the same way); a save names the
 * version it edited, and a save of an older version is refused (409).
 */

const PERMISSION = 'catalogue.products' as const;

export const CATALOGUE_ADMIN_MESSAGES = {
  stale: '商品已被他人修改，请刷新后再改',
} as const;

const categoryRow = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable().describe('上级分类；顶级为 null'),
  name: z.string(),
  sort: z.number().int().describe('同级内从小到大'),
  hidden: z.boolean().describe('隐藏：前台不显示此分类及其下级'),
  is_group: z.boolean(),
  product_count: z.number().int().describe('直接挂在此分类下的商品数'),
});

export const adminCategories = defineContract({
  method: 'GET',
  path: '/admin/catalogue/categories',
  summary: '运营：全部商品分类（含隐藏的），平铺，按上级与排序；页面组成树',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({}),
  answer: z.object({ list: z.array(categoryRow) }),
});

export const adminCategorySave = defineContract({
  method: 'POST',
  path: '/admin/catalogue/categories/save',
  summary: '运营：新建（无 id）或修改分类：名称、上级（移动）、排序、隐藏',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({
    id: idField('分类编号须为正整数').optional(),
    name: textField({ max: 40, trim: true, tooLong: '分类名称不能超过 40 个字' }).min(1, '请填写分类名称'),
    pid: idField('上级分类编号须为正整数').nullable().default(null).describe('null：顶级分类'),
    sort: intField({ min: 0, max: 9999, message: '排序须为 0 到 9999 的整数' }).default(0),
    hidden: boolField().default(false),
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminBrands = defineContract({
  method: 'GET',
  path: '/admin/catalogue/brands',
  summary: '运营：品牌列表，可按名称搜索',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({
    keyword: textField({ max: 60, trim: true }).default('').describe('中文名或英文名的一部分'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        name_en: z.string(),
        initial: z.string(),
        sort: z.number().int(),
        logo: z.string().describe('标志图片地址；无标志为空'),
        product_count: z.number().int(),
      }),
    ),
  }),
});

export const adminBrandSave = defineContract({
  method: 'POST',
  path: '/admin/catalogue/brands/save',
  summary: '运营：新建（无 id）或修改品牌；logo 为运营上传的图片（/admin/oss/register 的 filePath）或原地址',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({
    id: idField('品牌编号须为正整数').optional(),
    name: textField({ max: 60, trim: true, tooLong: '品牌名称不能超过 60 个字' }).min(1, '请填写品牌名称'),
    name_en: textField({ max: 80, trim: true, tooLong: '英文名不能超过 80 个字' }).default(''),
    sort: intField({ min: 0, max: 9999, message: '排序须为 0 到 9999 的整数' }).default(0),
    logo: textField({ max: 300, trim: true }).default('').describe('空：无标志'),
  }),
  answer: z.object({ id: z.number().int() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminProducts = defineContract({
  method: 'GET',
  path: '/admin/catalogue/products',
  summary: '运营：商品列表，可按名称、CAS 号或货号搜索，按分类、品牌、上架状态筛选；最新在前',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({
    keyword: textField({ max: 100, trim: true }).default('').describe('名称、英文名、CAS 号或货号'),
    category_id: idField('分类编号须为正整数').optional(),
    brand_id: idField('品牌编号须为正整数').optional(),
    on_sale: z
      .enum(ON_SALE_FILTERS, { error: '上架筛选不对' })
      .default('all')
      .describe('on：有在售规格；off：全部下架'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        cas: z.string(),
        grade: z.string(),
        brand: z.string(),
        category: z.string(),
        image: z.string().describe('首图；无图为空'),
        sku_count: z.number().int(),
        on_sale_count: z.number().int(),
        stock: z.number().int().describe('各规格库存之和'),
        min_price: yuanAnswer('最低价'),
      }),
    ),
  }),
});

const skuAnswer = z.object({
  id: z.number().int(),
  sku: z.string(),
  spec: z.string(),
  pack: z.string(),
  price: yuanAnswer('单价'),
  stock: z.number().int().describe('只读：库存变动在“库存”中登记'),
  min_qty: z.number().int(),
  step: z.number().int(),
  lead_days: z.number().int(),
  on_sale: z.boolean(),
});

export const adminProduct = defineContract({
  method: 'GET',
  path: '/admin/catalogue/product',
  summary: '运营：一个商品的全部字段、规格与当前版本号',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({ id: idField('商品编号须为正整数') }),
  answer: z.object({
    id: z.number().int(),
    version: z.number().int().describe('保存时原样带回'),
    name: z.string(),
    name_en: z.string(),
    synonyms: z.array(z.string()),
    cas: z.string(),
    mdl: z.string(),
    formula: z.string(),
    mw: z.string().describe('分子量；未填为空'),
    grade: z.string(),
    storage: z.string(),
    hazards: z.array(z.string()),
    precautions: z.array(z.string()).describe('GHS 防范说明（P 代码）'),
    ghs_pictograms: z.array(z.string()).describe('注明的 GHS 象形图；空为按危险性说明推定'),
    signal_word: z.string().describe('注明的信号词（危险/警告）；空为按危险性说明推定'),
    controlled: z.array(z.string()),
    description: z.string(),
    images: z.array(z.string()),
    category_id: z.number().int(),
    brand_id: z.number().int(),
    skus: z.array(skuAnswer),
  }),
  codes: [Code.NOT_FOUND],
});

const casField = textField({ max: 20, trim: true })
  .default('')
  .refine((v) => v === '' || isCasNumber(v.normalize('NFKC')), 'CAS 号格式或校验位不正确')
  .describe('可空；须为有效的 CAS 号（校验位正确）');

const skuPayload = z.object({
  id: idField('规格编号须为正整数').optional().describe('无 id：新规格'),
  sku: textField({ max: 40, trim: true }).min(1, '请填写货号'),
  spec: textField({ max: 60, trim: true }).default(''),
  pack: textField({ max: 30, trim: true }).min(1, '请填写包装，如 500 mL'),
  price: yuanField('单价'),
  min_qty: intField({ min: 1, max: 100_000 }).default(1),
  step: intField({ min: 1, max: 100_000 }).default(1),
  lead_days: intField({ min: 0, max: 365 }).default(3),
  on_sale: boolField().default(true),
  initial_stock: intField({ min: 0, max: 1_000_000_000 })
    .default(0)
    .describe('仅新规格：期初库存，记为一笔“入库”；已有规格的库存在“库存”中变动'),
});

export const adminProductSave = defineContract({
  method: 'POST',
  path: '/admin/catalogue/product/save',
  summary:
    '运营：新建（无 id）或保存商品及其规格。version 须为读取时的版本，否则 409“商品已被他人修改”；保存后商品可按新内容搜到',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({
    id: idField('商品编号须为正整数').optional(),
    version: intField({ min: 1 }).optional().describe('修改时必填：读取时的版本号'),
    name: textField({ max: 100, trim: true }).min(1, '请填写商品名称'),
    name_en: textField({ max: 200, trim: true }).default(''),
    synonyms: z
      .array(textField({ max: 100, trim: true }))
      .max(30)
      .default([]),
    cas: casField,
    mdl: textField({ max: 20, trim: true }).default(''),
    formula: textField({ max: 60, trim: true }).default(''),
    mw: textField({ max: 20, trim: true }).default(''),
    grade: textField({ max: 60, trim: true }).default('').describe('规格等级与纯度，如 分析纯 AR、≥99.5%'),
    storage: textField({ max: 100, trim: true }).default(''),
    hazards: z
      .array(textField({ max: 20, trim: true }))
      .max(30)
      .default([]),
    precautions: z
      .array(textField({ max: 30, trim: true }))
      .max(60)
      .default([])
      .describe('GHS 防范说明代码，如 P210、P305+P351+P338'),
    ghs_pictograms: z
      .array(textField({ max: 5, trim: true }))
      .max(9)
      .default([])
      .describe('GHS01～GHS09；空为按危险性说明推定'),
    signal_word: textField({ max: 10, trim: true })
      .default('')
      .describe('危险 或 警告；空为按危险性说明推定'),
    controlled: z
      .array(textField({ max: 30, trim: true }))
      .max(6)
      .default([]),
    description: textField({ max: 20_000, multiline: true }).default(''),
    images: z
      .array(textField({ max: 300, trim: true }))
      .max(10, '最多 10 张图片')
      .default([])
      .describe('首张为主图；新图为 /admin/oss/register 的 filePath，原图为原地址'),
    category_id: idField('请选择分类'),
    brand_id: idField('请选择品牌'),
    skus: z.array(skuPayload).min(1, '至少要有一个规格').max(50, '最多 50 个规格'),
  }),
  answer: z.object({ id: z.number().int(), version: z.number().int() }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminProductMovements = defineContract({
  method: 'GET',
  path: '/admin/catalogue/product/movements',
  summary: '运营：一个商品各规格的库存流水（只读），最新在前',
  auth: 'operator',
  permission: PERMISSION,
  payload: z.object({ id: idField('商品编号须为正整数'), ...pagingFields }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        delta: z.number().int(),
        reason: z
          .string()
          .describe('opening、order、cancel、import、adjust、receive（入库）、count、loss、sheet'),
        order_id: z.number().int().nullable(),
        at: z.string().describe('ISO 8601'),
      }),
    ),
  }),
  codes: [Code.NOT_FOUND],
});
