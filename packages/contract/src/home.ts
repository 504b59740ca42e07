import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { transferBankSchema } from './content.ts';
import { defineContract } from './define.ts';
import { MAX_FLOOR_LINKS, MAX_FLOOR_PRODUCTS } from './home-limits.ts';
import { boolField, idField, intField, textField } from './input-rules.ts';
import { yuanAnswer } from './money-fields.ts';

export { MAX_FLOOR_LINKS, MAX_FLOOR_PRODUCTS } from './home-limits.ts';

/** The home page (/) and the operator calls that edit it: banners, floors, navigation, groups, config. */

export const MAX_BANNERS = 10;
export const NEW_ARRIVALS = 8;
export const BEST_BRANDS = 12;

const linkAnswer = z.object({
  type: z.number().int().describe('业务链接类型（SPEC §2 链接类型）'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe('链接参数'),
});

const bannerAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().describe('图片地址（最大宽度）'),
  image_srcset: z.string().describe('同一图片的各宽度，srcset 格式；可为空'),
  width: z.number().int().describe('图片固有宽度（像素）'),
  height: z.number().int().describe('图片固有高度（像素）'),
  alt: z.string().describe('替代文字'),
  link: linkAnswer,
});

const visitorProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  cas: z.string().nullable(),
  grade: z.string(),
  brand_name: z.string(),
  image: z.string().nullable().describe('首图地址；无图时为结构式图（SVG），都没有为 null'),
});
const memberProduct = visitorProduct.extend({
  min_price: yuanAnswer('最低在售价')
    .nullable()
    .optional()
    .describe('最低在售价（元，两位小数）；仅会员可见'),
});

const homeAnswer = <T extends z.ZodType>(product: T) =>
  z.object({
    banners: z.array(bannerAnswer).describe(`当前投放中的轮播图，按排序，最多 ${MAX_BANNERS} 张`),
    floors: z
      .array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          subtitle: z.string(),
          product_type_id: z.number().int(),
          links: z.array(z.object({ name: z.string(), link: linkAnswer })).describe('楼层快捷链接'),
          products: z.array(product).describe(`推荐商品，最多 ${MAX_FLOOR_PRODUCTS} 个`),
        }),
      )
      .describe('分类楼层（显示中的），按排序'),
    new_arrivals: z.array(product).describe(`新品上架，最多 ${NEW_ARRIVALS} 个`),
    brands: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          name_en: z.string(),
          logo: z.string().nullable(),
          product_count: z.number().int(),
        }),
      )
      .describe(`品牌馆中商品最多的品牌，最多 ${BEST_BRANDS} 个`),
  });

export const homePage = defineContract({
  method: 'GET',
  path: '/home/page',
  summary: '首页：轮播图、分类楼层与推荐商品、新品、优选品牌；价格仅会员可见',
  auth: 'public',
  payload: z.object({}),
  answer: homeAnswer(memberProduct),
  visitorAnswer: homeAnswer(visitorProduct),
});

// ---- Operator API -------------------------------------------------------------------------------

const MAX_PARAMS = 10;
/** A business link as the operator sends it; the storefront resolves it with @labmall/rules resolveLink. */
export const linkField = z
  .object({
    type: intField({ min: 0, max: 999 }).describe('业务链接类型（SPEC §2 链接类型；其他值指向首页）'),
    params: z
      .record(
        textField({ max: 30 }).regex(/^[a-z_]+$/, '参数名只能是小写字母和下划线'),
        z.union([intField({ min: 0 }), textField({ max: 100, trim: true })]),
      )
      .refine((params) => Object.keys(params).length <= MAX_PARAMS, `链接参数最多 ${MAX_PARAMS} 个`)
      .default({})
      .describe('链接参数：product_type_id、product_brand_id、keyword、product_id、activity_id…'),
  })
  .describe('业务链接');

const optionalId = (what: string) =>
  idField(`${what}编号无效`).optional().describe(`${what}编号；不传为新建，传入为修改`);
const deletePayload = (what: string) => z.object({ id: idField(`${what}编号无效`) });
const sortField = intField({ min: -9999, max: 9999 }).default(0).describe('排序，小的在前');
/** An image address the store serves (`/images/…`) or an https URL; nothing that runs script. */
const imageField = textField({ max: 500, trim: true }).regex(
  /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/,
  '图片地址须以 / 或 https:// 开头',
);
const dateTimeField = z.iso.datetime({ offset: true, error: '时间格式须为 ISO 8601' });

const bannerFields = {
  title: textField({ max: 60, trim: true }).min(1, '请填写标题').describe('标题（运营识别用）'),
  image: imageField.describe('图片地址'),
  image_srcset: textField({ max: 1000, trim: true }).default('').describe('srcset：各宽度的图片地址'),
  width: intField({ min: 1, max: 4000 }).describe('图片固有宽度'),
  height: intField({ min: 1, max: 4000 }).describe('图片固有高度'),
  alt: textField({ max: 120, trim: true })
    .min(1, '请填写替代文字')
    .describe('替代文字（读屏与图片加载失败时）'),
  link: linkField,
  sort: sortField,
  starts_at: dateTimeField.nullable().default(null).describe('开始投放；null 为立即'),
  ends_at: dateTimeField.nullable().default(null).describe('结束投放；null 为长期'),
};

const adminBanner = bannerAnswer.extend({
  sort: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});

export const adminHomeBanners = defineContract({
  method: 'GET',
  path: '/admin/home/banners',
  summary: '运营：全部轮播图（含未到期与已过期）',
  auth: 'operator',
  permission: 'content.home',
  payload: z.object({}),
  answer: z.array(adminBanner),
});

export const adminHomeBannerSave = defineContract({
  method: 'POST',
  path: '/admin/home/banner/save',
  summary: '运营：新建或修改轮播图',
  auth: 'operator',
  permission: 'content.home',
  payload: z.object({ id: optionalId('轮播图'), ...bannerFields }),
  answer: adminBanner,
  codes: [Code.NOT_FOUND],
});

export const adminHomeBannerDelete = defineContract({
  method: 'POST',
  path: '/admin/home/banner/delete',
  summary: '运营：删除轮播图',
  auth: 'operator',
  permission: 'content.home',
  payload: deletePayload('轮播图'),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

const quickLink = z.object({
  name: textField({ max: 20, trim: true }).min(1, '请填写名称'),
  link: linkField,
});

const adminFloor = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  product_type_id: z.number().int(),
  links: z.array(z.object({ name: z.string(), link: linkAnswer })),
  product_ids: z.array(z.number().int()).describe('推荐商品编号，按展示顺序'),
  products: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        cas: z.string().nullable(),
        brand_name: z.string(),
        min_price: yuanAnswer('最低在售价').nullable().describe('最低在售价（元）；无在售规格为 null'),
      }),
    )
    .describe('推荐商品（仍存在的），按展示顺序，供运营核对'),
  sort: z.number().int(),
  visible: z.boolean().describe('显示：false 为隐藏，首页不展示此楼层（楼层及其商品、链接保留）'),
});

export const adminHomeFloors = defineContract({
  method: 'GET',
  path: '/admin/home/floors',
  summary: '运营：全部分类楼层（含隐藏的）及其推荐商品',
  auth: 'operator',
  permission: 'catalogue.edit',
  payload: z.object({}),
  answer: z.array(adminFloor),
});

export const adminHomeFloorSave = defineContract({
  method: 'POST',
  path: '/admin/home/floor/save',
  summary: '运营：新建或修改分类楼层（推荐商品整体替换）',
  auth: 'operator',
  permission: 'catalogue.edit',
  payload: z.object({
    id: optionalId('楼层'),
    title: textField({ max: 20, trim: true }).min(1, '请填写楼层名称'),
    subtitle: textField({ max: 60, trim: true }).default(''),
    product_type_id: idField('分类编号无效').describe('楼层对应的商品分类'),
    links: z.array(quickLink).max(MAX_FLOOR_LINKS, `快捷链接最多 ${MAX_FLOOR_LINKS} 个`).default([]),
    product_ids: z
      .array(idField('商品编号无效'))
      .max(MAX_FLOOR_PRODUCTS, `推荐商品最多 ${MAX_FLOOR_PRODUCTS} 个`)
      .default([])
      .describe('推荐商品编号，按展示顺序'),
    sort: sortField,
  }),
  answer: adminFloor,
  codes: [Code.NOT_FOUND],
});

export const adminHomeFloorVisible = defineContract({
  method: 'POST',
  path: '/admin/home/floor/visible',
  summary: '运营：显示或隐藏分类楼层（隐藏的楼层不在首页展示，保留其推荐商品与快捷链接）',
  auth: 'operator',
  permission: 'catalogue.edit',
  payload: z.object({
    id: idField('楼层编号无效'),
    visible: boolField().describe('true 显示，false 隐藏'),
  }),
  answer: adminFloor,
  codes: [Code.NOT_FOUND],
});

export const adminHomeFloorDelete = defineContract({
  method: 'POST',
  path: '/admin/home/floor/delete',
  summary: '运营：删除分类楼层',
  auth: 'operator',
  permission: 'catalogue.edit',
  payload: deletePayload('楼层'),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

const adminNav = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  link: linkAnswer,
  list: z.array(z.object({ name: z.string(), link: linkAnswer })),
  promotion_img: z.string(),
  sort: z.number().int(),
});

export const adminHomeNav = defineContract({
  method: 'GET',
  path: '/admin/home/nav',
  summary: '运营：顶部导航全部条目（平铺，parent_id 指向上级）',
  auth: 'operator',
  permission: 'content.home',
  payload: z.object({}),
  answer: z.array(adminNav),
});

export const adminHomeNavSave = defineContract({
  method: 'POST',
  path: '/admin/home/nav/save',
  summary: '运营：新建或修改导航条目',
  auth: 'operator',
  permission: 'content.home',
  payload: z.object({
    id: optionalId('导航'),
    parent_id: idField('上级导航编号无效').nullable().default(null).describe('上级条目；null 为一级'),
    code: textField({ max: 40, trim: true }).regex(/^[a-z0-9-]+$/, '编码只能是小写字母、数字和连字符'),
    name: textField({ max: 20, trim: true }).min(1, '请填写名称'),
    link: linkField,
    list: z.array(quickLink).max(12, '快捷链接最多 12 个').default([]),
    promotion_img: z
      .union([z.literal(''), imageField])
      .default('')
      .describe('推广图地址，可为空'),
    sort: sortField,
  }),
  answer: adminNav,
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminHomeNavDelete = defineContract({
  method: 'POST',
  path: '/admin/home/nav/delete',
  summary: '运营：删除导航条目（连同其子条目）',
  auth: 'operator',
  permission: 'content.home',
  payload: deletePayload('导航'),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

const adminGroup = z.object({
  product_type_id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});

export const adminHomeGroups = defineContract({
  method: 'GET',
  path: '/admin/home/groups',
  summary: '运营：商品分组（首页与页头“全部商品分类”中的顶级分类）',
  auth: 'operator',
  permission: 'catalogue.edit',
  payload: z.object({}),
  answer: z.array(adminGroup),
});

export const adminHomeGroupSave = defineContract({
  method: 'POST',
  path: '/admin/home/group/save',
  summary: '运营：把一个顶级分类设为商品分组，或修改其排序',
  auth: 'operator',
  permission: 'catalogue.edit',
  payload: z.object({ product_type_id: idField('分类编号无效'), sort: sortField }),
  answer: adminGroup,
  codes: [Code.NOT_FOUND],
});

export const adminHomeGroupDelete = defineContract({
  method: 'POST',
  path: '/admin/home/group/delete',
  summary: '运营：取消商品分组（分类本身保留）',
  auth: 'operator',
  permission: 'catalogue.edit',
  payload: z.object({ product_type_id: idField('分类编号无效') }),
  answer: z.null(),
  codes: [Code.NOT_FOUND],
});

const configEntry = z.object({
  key: z.string(),
  value: z.unknown().describe('当前值（JSON）'),
  configured: z.boolean().describe('false：未配置，返回的是默认值'),
});

export const adminSysConfig = defineContract({
  method: 'GET',
  path: '/admin/sys/config',
  summary: '运营：全部系统配置项及其当前值',
  auth: 'operator',
  permission: 'system.config',
  payload: z.object({}),
  answer: z.array(configEntry),
});

export const adminSysConfigSave = defineContract({
  method: 'POST',
  path: '/admin/sys/config/save',
  summary: '运营：设置一个系统配置项（值为 JSON 文本，按该项的格式校验）',
  auth: 'operator',
  permission: 'system.config',
  payload: z.object({
    key: textField({ max: 64, trim: true }).describe('配置项，如 pc_icp_record'),
    value: textField({ max: 20_000, multiline: true }).describe('值的 JSON 文本'),
  }),
  answer: configEntry,
});

/**
 * Where members send money is the finance staff's to change, not every holder of 系统配置: the generic
 * routes refuse `transfer_bank`, these two write it.
 */
export const adminReceivingAccountSave = defineContract({
  method: 'POST',
  path: '/admin/sys/config/transfer-bank',
  summary: '运营：设置对公转账收款账户（付款页与账期对账单显示给会员）',
  auth: 'operator',
  permission: 'finance.receiving_account',
  payload: transferBankSchema,
  answer: configEntry,
});

export const adminReceivingAccountReset = defineContract({
  method: 'POST',
  path: '/admin/sys/config/transfer-bank/delete',
  summary: '运营：对公转账收款账户恢复为服务器设置（TRANSFER_*）',
  auth: 'operator',
  permission: 'finance.receiving_account',
  payload: z.object({}),
  answer: z.null(),
});

export const adminSysConfigDelete = defineContract({
  method: 'POST',
  path: '/admin/sys/config/delete',
  summary: '运营：删除一个系统配置项（恢复默认值）',
  auth: 'operator',
  permission: 'system.config',
  payload: z.object({ key: textField({ max: 64, trim: true }) }),
  answer: z.null(),
});
