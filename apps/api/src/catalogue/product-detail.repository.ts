import { RELATED_LIMIT } from '@labmall/contract/catalogue';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { brands, products, skus, structurePictureUrlSql } from './catalogue.schema.ts';

/** The reads behind /product/detail. Prices come out in fen; the route decides who sees them. */

/** Related products shown under a product: same category, most popular first. */
export { RELATED_LIMIT };

export async function findProductDetail(db: DbOrTx, id: number) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      synonyms: products.synonyms,
      cas: products.cas,
      mdl: products.mdl,
      formula: products.formula,
      mw: products.mw,
      grade: products.grade,
      storage: products.storage,
      hazards: products.hazards,
      precautions: products.precautions,
      ghsPictograms: products.ghsPictograms,
      signalWord: products.signalWord,
      controlled: products.controlled,
      description: products.description,
      images: products.images,
      structurePicture: structurePictureUrlSql,
      documents: products.documents,
      productTypeId: products.productTypeId,
      brandId: products.brandId,
      brandName: brands.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id));
  if (!product) return null;
  const [skuRows, related] = await Promise.all([
    db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.priceFen), asc(skus.id)),
    db
      .select({
        id: products.id,
        name: products.name,
        cas: products.cas,
        grade: products.grade,
        brandName: brands.name,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.productTypeId, product.productTypeId), ne(products.id, id)))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(RELATED_LIMIT),
  ]);
  return { product, skus: skuRows, related };
}
