import { and, desc, eq, sql } from 'drizzle-orm';
import { products, productTypes } from '../catalogue/catalogue.schema.ts';
import type { BusinessLink } from '../content/content.schema.ts';
import { banners, floorProducts, floors } from '../content/home.schema.ts';
import type { DbOrTx } from '../platform/db.ts';
import { withCategoryIds } from './demo-categories.ts';

/** Demo home page: banners (images in apps/web/public/images/banners, drawn by its scripts/draw-banners.ts) and floors. */

const bannerImage = (file: string) => ({
  image: `/images/banners/${file}-1200.webp`,
  imageSrcset: `/images/banners/${file}-750.webp 750w, /images/banners/${file}-1200.webp 1200w`,
  width: 1200,
  height: 400,
});

export const demoBanners: { title: string; file: string; alt: string; link: BusinessLink }[] = [
  {
    title: '色谱溶剂专场',
    file: 'hplc-solvents',
    alt: '色谱溶剂专场：乙腈、甲醇、正己烷 HPLC 级，批次 COA 可查',
    link: { type: 7, params: { product_type_id: 4 } },
  },
  {
    title: '实验耗材一站配齐',
    file: 'consumables',
    alt: '实验耗材一站配齐：离心管、吸头、滤器按件装批量采购',
    link: { type: 7, params: { product_type_id: 10 } },
  },
  {
    title: '实验室解决方案',
    file: 'solutions',
    alt: '实验室解决方案：按实验配好的试剂与耗材清单，一键加入采购单',
    link: { type: 26, params: {} },
  },
  {
    title: '新会员专享券',
    file: 'new-member',
    alt: '新会员专享券：注册即领满 500 减 50 优惠券，对公账期同样可用',
    link: { type: 37, params: {} },
  },
];

export const demoFloors: {
  title: string;
  subtitle: string;
  productTypeId: number;
  links: { name: string; link: BusinessLink }[];
}[] = [
  {
    title: '化学试剂',
    subtitle: '分析纯、色谱纯、优级纯，整箱与拆零',
    productTypeId: 1,
    links: [
      { name: '有机试剂', link: { type: 7, params: { product_type_id: 2 } } },
      { name: '无机试剂', link: { type: 7, params: { product_type_id: 3 } } },
      { name: '色谱试剂', link: { type: 7, params: { product_type_id: 4 } } },
      { name: '分析标准品', link: { type: 7, params: { product_type_id: 5 } } },
    ],
  },
  {
    title: '生物试剂',
    subtitle: '缓冲剂、氨基酸与糖类',
    productTypeId: 6,
    links: [
      { name: '缓冲剂', link: { type: 7, params: { product_type_id: 7 } } },
      { name: '氨基酸与糖类', link: { type: 7, params: { product_type_id: 8 } } },
    ],
  },
  {
    title: '实验耗材',
    subtitle: '玻璃器皿、塑料耗材、过滤与分离',
    productTypeId: 10,
    links: [
      { name: '玻璃器皿', link: { type: 7, params: { product_type_id: 11 } } },
      { name: '塑料耗材', link: { type: 7, params: { product_type_id: 12 } } },
      { name: '过滤与分离', link: { type: 7, params: { product_type_id: 13 } } },
    ],
  },
  {
    title: '仪器设备',
    subtitle: '称量、温控与移液',
    productTypeId: 20,
    links: [
      { name: '称量仪器', link: { type: 7, params: { product_type_id: 21 } } },
      { name: '加热与温控', link: { type: 7, params: { product_type_id: 22 } } },
      { name: '移液设备', link: { type: 7, params: { product_type_id: 23 } } },
    ],
  },
];

const FEATURED = 8;

/** The most popular products of a category and its descendants: the floor's first featured picks. */
async function popularIn(db: DbOrTx, productTypeId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.productTypeId} in (
        with recursive tree as (
          select id from ${productTypes} where id = ${productTypeId}
          union all
          select c.id from ${productTypes} c join tree on c.pid = tree.id
        ) select id from tree)`,
    )
    .orderBy(desc(products.popularity), products.id)
    .limit(FEATURED);
  return rows.map((r) => r.id);
}

/**
 * Banners keyed by title and floors by title: a re-run adds only what is missing and leaves the
 * merchant's edits (and deletions of products from a floor) alone.
 */
export async function seedDemoHome(
  db: DbOrTx,
  categoryIds: ReadonlyMap<number, number> = new Map(),
): Promise<void> {
  for (const [sort, banner] of withCategoryIds(demoBanners, categoryIds).entries()) {
    const [existing] = await db
      .select({ id: banners.id })
      .from(banners)
      .where(eq(banners.title, banner.title));
    if (existing) continue;
    await db
      .insert(banners)
      .values({ title: banner.title, alt: banner.alt, link: banner.link, sort, ...bannerImage(banner.file) });
  }
  for (const [sort, floor] of withCategoryIds(demoFloors, categoryIds).entries()) {
    const [existing] = await db.select({ id: floors.id }).from(floors).where(eq(floors.title, floor.title));
    if (existing) continue;
    const [category] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(and(eq(productTypes.id, floor.productTypeId)));
    if (!category) continue;
    const [row] = await db
      .insert(floors)
      .values({ ...floor, sort })
      .returning({ id: floors.id });
    const ids = await popularIn(db, floor.productTypeId);
    if (ids.length > 0)
      await db
        .insert(floorProducts)
        .values(ids.map((productId, i) => ({ floorId: row!.id, productId, sort: i })));
  }
}
