import type { AdminConfig, TransferBank } from '@labmall/contract/content';
import { adminConfigSchema } from '@labmall/contract/content';
import { BEST_BRANDS, MAX_BANNERS, NEW_ARRIVALS } from '@labmall/contract/home';
import { formatYuan } from '@labmall/rules';
import type { CatalogueOptions } from '../catalogue/catalogue-options.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Db } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import { type PurgeSignal, ttlCache } from '../platform/ttl-cache.ts';
import { listNavEntries } from './content.repository.ts';
import type { BusinessLink } from './content.schema.ts';
import { adminConfigDefaults, adminConfigKeys } from './content.service.ts';
import {
  type BannerRow,
  type BannerValues,
  deleteBanner,
  deleteConfig,
  deleteFloor,
  deleteNav,
  existingProductIds,
  type FloorRow,
  type FloorValues,
  type HomeProductRow,
  insertBanner,
  insertNav,
  isNavDescendant,
  listBanners,
  listConfigRows,
  listFloorProductIds,
  listFloors,
  listGroupRows,
  listLiveBanners,
  listNewestProducts,
  listProductsByIds,
  type NavValues,
  navCodeOwner,
  navExists,
  productTypeExists,
  saveFloor,
  setFloorVisible,
  setGroup,
  updateBanner,
  updateNav,
  upsertConfig,
} from './home.repository.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function bannerAnswer(row: BannerRow) {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    image_srcset: row.imageSrcset,
    width: row.width,
    height: row.height,
    alt: row.alt,
    link: row.link,
  };
}

const adminBanner = (row: BannerRow) => ({
  ...bannerAnswer(row),
  sort: row.sort,
  starts_at: iso(row.startsAt),
  ends_at: iso(row.endsAt),
});

/** Prices always leave in yuan; the route's visitor answer drops `min_price` for visitors. */
function productAnswer(row: HomeProductRow) {
  return {
    id: row.id,
    name: row.name,
    cas: row.cas,
    grade: row.grade,
    brand_name: row.brandName,
    image: row.image,
    min_price: row.minPriceFen === null ? null : formatYuan(row.minPriceFen),
  };
}

const adminFloor = (row: FloorRow, productIds: number[], known: Map<number, HomeProductRow>) => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  product_type_id: row.productTypeId,
  links: row.links,
  product_ids: productIds,
  products: productIds
    .map((id) => known.get(id))
    .filter((p): p is HomeProductRow => p !== undefined)
    .map((p) => ({
      id: p.id,
      name: p.name,
      cas: p.cas,
      brand_name: p.brandName,
      min_price: p.minPriceFen === null ? null : formatYuan(p.minPriceFen),
    })),
  sort: row.sort,
  visible: row.visible,
});

async function productsById(db: Db, ids: number[]) {
  return new Map((await listProductsByIds(db, [...new Set(ids)])).map((p) => [p.id, p]));
}

export interface BannerInput {
  id?: number;
  title: string;
  image: string;
  image_srcset: string;
  width: number;
  height: number;
  alt: string;
  link: BusinessLink;
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
}

export interface FloorInput {
  id?: number;
  title: string;
  subtitle: string;
  product_type_id: number;
  links: { name: string; link: BusinessLink }[];
  product_ids: number[];
  sort: number;
}

export interface NavInput {
  id?: number;
  parent_id: number | null;
  code: string;
  name: string;
  link: BusinessLink;
  list: { name: string; link: BusinessLink }[];
  promotion_img: string;
  sort: number;
}

/**
 * The home page for everyone (cached per instance for `ttlMs`, like the frame's data: it holds
 * no per-member data, and the route's visitor answer removes prices), and the operator's edits.
 */
export function createHomeService({
  db,
  ttlMs,
  forgetOn,
  catalogueOptions,
  transferBank,
  now = () => new Date(),
}: {
  db: Db;
  ttlMs: number;
  forgetOn?: PurgeSignal;
  catalogueOptions: CatalogueOptions;
  /** The receiving account's default (TRANSFER_* settings), shown until an operator sets one. */
  transferBank: TransferBank;
  now?: () => Date;
}) {
  async function loadPage() {
    const [bannerRows, floorRows, newest, brandWall] = await Promise.all([
      listLiveBanners(db, now(), MAX_BANNERS),
      listFloors(db, { shownOnly: true }),
      listNewestProducts(db, NEW_ARRIVALS),
      catalogueOptions.brandWall(),
    ]);
    const featured = await listFloorProductIds(
      db,
      floorRows.map((f) => f.id),
    );
    const products = new Map(
      (await listProductsByIds(db, [...new Set([...featured.values()].flat())])).map((p) => [p.id, p]),
    );
    return {
      banners: bannerRows.map(bannerAnswer),
      floors: floorRows.map((floor) => ({
        id: floor.id,
        title: floor.title,
        subtitle: floor.subtitle,
        product_type_id: floor.productTypeId,
        links: floor.links,
        products: (featured.get(floor.id) ?? [])
          .map((id) => products.get(id))
          .filter((p): p is HomeProductRow => p !== undefined)
          .map(productAnswer),
      })),
      new_arrivals: newest.map(productAnswer),
      brands: [...brandWall]
        .map((b) => ({ ...b, productCount: Number(b.productCount) }))
        .filter((b) => b.productCount > 0)
        .sort((a, b) => b.productCount - a.productCount || a.id - b.id)
        .slice(0, BEST_BRANDS)
        .map((b) => ({
          id: b.id,
          name: b.name,
          name_en: b.nameEn,
          logo: b.logo,
          product_count: b.productCount,
        })),
    };
  }

  async function checkFloorInput(input: FloorInput) {
    if (!(await productTypeExists(db, input.product_type_id)))
      throw invalid({ product_type_id: '分类不存在' });
    const ids = [...new Set(input.product_ids)];
    const existing = await existingProductIds(db, ids);
    const missing = ids.filter((id) => !existing.has(id));
    if (missing.length > 0) throw invalid({ product_ids: `商品不存在：${missing.join('、')}` });
    return ids;
  }

  return {
    page: ttlCache(ttlMs, loadPage, forgetOn),

    async banners() {
      return (await listBanners(db)).map(adminBanner);
    },
    async saveBanner(input: BannerInput) {
      const startsAt = input.starts_at === null ? null : new Date(input.starts_at);
      const endsAt = input.ends_at === null ? null : new Date(input.ends_at);
      if (startsAt && endsAt && endsAt <= startsAt) throw invalid({ ends_at: '结束时间须晚于开始时间' });
      const values: BannerValues = {
        title: input.title,
        image: input.image,
        imageSrcset: input.image_srcset,
        width: input.width,
        height: input.height,
        alt: input.alt,
        link: input.link,
        sort: input.sort,
        startsAt,
        endsAt,
      };
      const row =
        input.id === undefined ? await insertBanner(db, values) : await updateBanner(db, input.id, values);
      if (!row) throw notFound('轮播图不存在');
      return adminBanner(row);
    },
    async deleteBanner(id: number) {
      if (!(await deleteBanner(db, id))) throw notFound('轮播图不存在');
      return null;
    },

    async floors() {
      const rows = await listFloors(db);
      const featured = await listFloorProductIds(
        db,
        rows.map((r) => r.id),
      );
      const known = await productsById(db, [...featured.values()].flat());
      return rows.map((row) => adminFloor(row, featured.get(row.id) ?? [], known));
    },
    async saveFloor(input: FloorInput) {
      const productIds = await checkFloorInput(input);
      const values: FloorValues = {
        title: input.title,
        subtitle: input.subtitle,
        productTypeId: input.product_type_id,
        links: input.links,
        sort: input.sort,
      };
      const row = await saveFloor(db, input.id, values, productIds);
      if (!row) throw notFound('楼层不存在');
      return adminFloor(row, productIds, await productsById(db, productIds));
    },
    /** 显示/隐藏: the home page leaves a hidden floor out; what it holds stays for when it shows again. */
    async setFloorVisible(id: number, visible: boolean) {
      const changed = await setFloorVisible(db, id, visible);
      if (!changed) throw notFound('楼层不存在');
      const { before, after } = changed;
      recordChange({ floor: after.id, title: after.title }, { visible: before.visible }, { visible });
      const productIds = (await listFloorProductIds(db, [after.id])).get(after.id) ?? [];
      return adminFloor(after, productIds, await productsById(db, productIds));
    },
    async deleteFloor(id: number) {
      if (!(await deleteFloor(db, id))) throw notFound('楼层不存在');
      return null;
    },

    async nav() {
      return (await listNavEntries(db)).map((row) => ({
        id: row.id,
        parent_id: row.parentId,
        code: row.code,
        name: row.name,
        link: row.link,
        list: row.list,
        promotion_img: row.promotionImg ?? '',
        sort: row.sort,
      }));
    },
    async saveNav(input: NavInput) {
      if (input.id !== undefined && !(await navExists(db, input.id))) throw notFound('导航不存在');
      if (input.parent_id !== null) {
        if (!(await navExists(db, input.parent_id))) throw invalid({ parent_id: '上级导航不存在' });
        if (input.id !== undefined && (await isNavDescendant(db, input.id, input.parent_id)))
          throw invalid({ parent_id: '不能移到自己或自己的下级之下' });
      }
      const owner = await navCodeOwner(db, input.code);
      if (owner !== undefined && owner !== input.id) throw conflict('导航编码已被使用');
      const values: NavValues = {
        parentId: input.parent_id,
        code: input.code,
        name: input.name,
        link: input.link,
        list: input.list,
        promotionImg: input.promotion_img || null,
        sort: input.sort,
      };
      const row =
        input.id === undefined ? await insertNav(db, values) : await updateNav(db, input.id, values);
      // A code taken between the check and the write (a concurrent save) lands here.
      if (!row) throw conflict('导航编码已被使用');
      return {
        id: row.id,
        parent_id: row.parentId,
        code: row.code,
        name: row.name,
        link: row.link,
        list: row.list,
        promotion_img: row.promotionImg ?? '',
        sort: row.sort,
      };
    },
    async deleteNav(id: number) {
      if (!(await deleteNav(db, id))) throw notFound('导航不存在');
      return null;
    },

    async groups() {
      return (await listGroupRows(db)).map((g) => ({ product_type_id: g.id, name: g.name, sort: g.sort }));
    },
    async saveGroup(productTypeId: number, sort: number) {
      const row = await setGroup(db, productTypeId, true, sort);
      if (!row) throw notFound('顶级分类不存在');
      return { product_type_id: row.id, name: row.name, sort: row.sort };
    },
    async deleteGroup(productTypeId: number) {
      if (!(await setGroup(db, productTypeId, false))) throw notFound('顶级分类不存在');
      return null;
    },

    async config() {
      const stored = new Map((await listConfigRows(db)).map((r) => [r.key, r.value]));
      const defaults = adminConfigDefaults(transferBank);
      return adminConfigKeys.map((key) => ({
        key,
        value: stored.has(key) ? stored.get(key) : defaults[key],
        configured: stored.has(key),
      }));
    },
    async saveConfig(key: string, text: string) {
      const schema = genericKey(key);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw invalid({ value: '不是有效的 JSON' });
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw invalid({ value: `格式不符：${parsed.error.issues[0]?.message ?? ''}` });
      await upsertConfig(db, key, parsed.data);
      return { key, value: parsed.data, configured: true };
    },
    async deleteConfig(key: string) {
      genericKey(key);
      await deleteConfig(db, key);
      return null;
    },
    /** The receiving account, checked by its schema in the contract (its own permission). */
    async saveTransferBank(bank: TransferBank) {
      await upsertConfig(db, 'transfer_bank', bank);
      return { key: 'transfer_bank', value: bank, configured: true };
    },
    async resetTransferBank() {
      await deleteConfig(db, 'transfer_bank');
      return null;
    },
  };
}

/** A key the generic routes write: any the API knows but the receiving account, which has its own. */
function genericKey(key: string) {
  if (!(adminConfigKeys as string[]).includes(key)) throw invalid({ key: '没有这个配置项' });
  if (key === 'transfer_bank')
    throw invalid({ key: '对公转账收款账户须由有「修改对公转账收款账户」权限的人员修改' });
  return adminConfigSchema.shape[key as keyof AdminConfig];
}

export type HomeService = ReturnType<typeof createHomeService>;
