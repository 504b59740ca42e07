import { CATALOGUE_ADMIN_MESSAGES } from '@labmall/contract/catalogue-admin';
import { formatYuan } from '@labmall/rules';
import type { Db } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import { sanitizeRichText } from '../platform/rich-text.ts';
import { filePathOfMediaUrl, publicMediaUrl } from '../uploads/public-media.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { refreshSearchVectors } from './catalogue.repository.ts';
import {
  ancestorIds,
  brandNamed,
  findBrand,
  findCategory,
  findProduct,
  insertBrand,
  insertCategory,
  insertProduct,
  insertSku,
  listBrandRows,
  listCategoryRows,
  listProductRows,
  movementsOf,
  type ProductFilter,
  skusByCode,
  skusOf,
  updateBrand,
  updateCategory,
  updateProductAtVersion,
  updateSku,
} from './catalogue-admin.repository.ts';
import { type ProductInput, validateProduct } from './product-input.ts';
import { hillKey } from './structure/hill-formula.ts';
import { brandInitial } from './upsert-catalogue.ts';

type Paging = { index: number; pageSize: number };
type CategoryInput = { id?: number; name: string; pid: number | null; sort: number; hidden: boolean };
type BrandInput = { id?: number; name: string; name_en: string; sort: number; logo: string };

/**
 * 商品 in the console: the category tree, brands, products and their SKUs. Every write runs in the
 * operator's audited transaction (dispatch), which also purges the visitor page cache afterwards.
 */
export function createCatalogueAdminService({ db, uploads }: { db: Db; uploads: UploadService }) {
  /**
   * A picture the console sends: a file just uploaded in the console (its filePath) becomes its stable
   * public address; any other value must be one the record already had.
   */
  async function pictureOf(value: string, kept: readonly string[], field: string): Promise<string> {
    if (kept.includes(value)) return value;
    const filePath = filePathOfMediaUrl(value) ?? value;
    if (!filePath.startsWith('o/catalogue/')) throw invalid({ [field]: '图片无效，请重新上传' });
    await uploads.requireStaffUpload(filePath, 'catalogue');
    return publicMediaUrl(filePath);
  }

  return {
    async categories() {
      const rows = await listCategoryRows(db);
      return {
        list: rows.map((r) => ({
          id: r.id,
          pid: r.pid,
          name: r.name,
          sort: r.sort,
          hidden: r.hidden,
          is_group: r.isGroup,
          product_count: r.productCount,
        })),
      };
    },

    async saveCategory(input: CategoryInput) {
      const values = { name: input.name, pid: input.pid, sort: input.sort, hidden: input.hidden };
      if (input.pid !== null) {
        if (!(await findCategory(db, input.pid))) throw invalid({ pid: '上级分类不存在' });
        if (input.id !== undefined && (await ancestorIds(db, input.pid)).includes(input.id)) {
          throw invalid({ pid: '不能移到自己或自己的下级分类下' });
        }
      }
      if (input.id === undefined) return { id: await insertCategory(db, values) };
      if (!(await updateCategory(db, input.id, values))) throw notFound('分类不存在');
      return { id: input.id };
    },

    async brands(keyword: string, { index, pageSize }: Paging) {
      const { total, list } = await listBrandRows(db, keyword, index, pageSize);
      return {
        total,
        list: list.map((b) => ({
          id: b.id,
          name: b.name,
          name_en: b.nameEn,
          initial: b.initial,
          sort: b.sort,
          logo: b.logo ?? '',
          product_count: b.productCount,
        })),
      };
    },

    async saveBrand(input: BrandInput) {
      const existing = input.id === undefined ? undefined : await findBrand(db, input.id);
      if (input.id !== undefined && !existing) throw notFound('品牌不存在');
      const sameName = await brandNamed(db, input.name);
      if (sameName !== undefined && sameName !== input.id) throw conflict(`品牌“${input.name}”已存在`);
      const logo =
        input.logo === '' ? null : await pictureOf(input.logo, existing?.logo ? [existing.logo] : [], 'logo');
      const values = {
        name: input.name,
        nameEn: input.name_en,
        sort: input.sort,
        logo,
        initial: brandInitial(input.name),
      };
      if (!existing) return { id: await insertBrand(db, values) };
      await updateBrand(db, existing.id, values);
      return { id: existing.id };
    },

    async products(filter: ProductFilter, { index, pageSize }: Paging) {
      const { total, list } = await listProductRows(db, filter, index, pageSize);
      return {
        total,
        list: list.map((p) => ({
          id: p.id,
          name: p.name,
          cas: p.cas ?? '',
          grade: p.grade,
          brand: p.brand,
          category: p.category,
          image: p.images[0] ?? '',
          sku_count: p.skuCount,
          on_sale_count: p.onSaleCount,
          stock: p.stock,
          min_price: formatYuan(Number(p.minPriceFen)),
        })),
      };
    },

    async product(id: number) {
      const p = await findProduct(db, id);
      if (!p) throw notFound('商品不存在');
      const rows = await skusOf(db, id);
      return {
        id: p.id,
        version: p.version,
        name: p.name,
        name_en: p.nameEn,
        synonyms: p.synonyms,
        cas: p.cas ?? '',
        mdl: p.mdl ?? '',
        formula: p.formula ?? '',
        mw: p.mw === null ? '' : String(Number(p.mw)),
        grade: p.grade,
        storage: p.storage,
        hazards: p.hazards,
        precautions: p.precautions,
        ghs_pictograms: p.ghsPictograms,
        signal_word: p.signalWord ?? '',
        controlled: p.controlled,
        description: p.description,
        images: p.images,
        category_id: p.productTypeId,
        brand_id: p.brandId,
        skus: rows.map((s) => ({
          id: s.id,
          sku: s.sku,
          spec: s.spec,
          pack: s.pack,
          price: formatYuan(s.priceFen),
          stock: s.stock,
          min_qty: s.minQty,
          step: s.step,
          lead_days: s.leadDays,
          on_sale: s.onSale,
        })),
      };
    },

    /**
     * Creates or saves a product with its SKUs, checked as the import checks a row. SKUs the payload
     * leaves out stay as they are (a pack size is taken off sale, not deleted: orders name it). A save
     * naming an older version than the stored one is refused: someone else saved in between.
     */
    async saveProduct(input: ProductInput) {
      const existing = input.id === undefined ? undefined : await findProduct(db, input.id);
      if (input.id !== undefined && !existing) throw notFound('商品不存在');
      if (existing && input.version === undefined) throw invalid({ version: '缺少版本号，请刷新后再改' });
      const brand = await findBrand(db, input.brand_id);
      if (!brand) throw invalid({ brand_id: '品牌不存在' });
      if (!(await findCategory(db, input.category_id))) throw invalid({ category_id: '分类不存在' });
      const { product, skus } = validateProduct(input, brand.name);

      const ownSkus = existing ? await skusOf(db, existing.id) : [];
      const taken = await skusByCode(
        db,
        skus.map((s) => s.values.sku.toLowerCase()),
      );
      skus.forEach((s, i) => {
        if (s.id !== undefined && !ownSkus.some((o) => o.id === s.id)) {
          throw invalid({ [`skus.${i}.id`]: '该规格不属于此商品' });
        }
        const holder = taken.find((t) => t.sku.toLowerCase() === s.values.sku.toLowerCase());
        if (holder && holder.id !== s.id) {
          throw invalid({ [`skus.${i}.sku`]: `货号 ${s.values.sku} 已被其他规格使用` });
        }
      });
      const images: string[] = [];
      for (const [i, image] of input.images.entries()) {
        images.push(await pictureOf(image, existing?.images ?? [], `images.${i}`));
      }
      const description = sanitizeRichText(product.description);
      const columns = {
        ...product,
        hillFormula: hillKey(product.formula),
        description,
        images,
        productTypeId: input.category_id,
        brandId: brand.id,
      };

      return db.transaction(async (tx) => {
        let saved: { id: number; version: number } | null;
        if (existing) {
          saved = await updateProductAtVersion(tx, existing.id, input.version!, columns);
          if (!saved) throw conflict(CATALOGUE_ADMIN_MESSAGES.stale);
        } else saved = await insertProduct(tx, columns);
        for (const s of skus) {
          if (s.id === undefined) await insertSku(tx, saved.id, s.values, s.initialStock);
          else await updateSku(tx, s.id, saved.id, s.values);
        }
        // The search document holds names, CAS, formula and every 货号: recomputed from the stored rows.
        await refreshSearchVectors(tx, [saved.id]);
        return saved;
      });
    },

    async movements(productId: number, { index, pageSize }: Paging) {
      if (!(await findProduct(db, productId))) throw notFound('商品不存在');
      const { total, list } = await movementsOf(db, productId, index, pageSize);
      return {
        total,
        list: list.map((m) => ({
          id: m.id,
          sku: m.sku,
          delta: m.delta,
          reason: m.reason,
          order_id: m.orderId,
          at: m.at.toISOString(),
        })),
      };
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
