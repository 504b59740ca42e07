import {
  adminBrandSave,
  adminBrands,
  adminCategories,
  adminCategorySave,
  adminProduct,
  adminProductMovements,
  adminProductSave,
  adminProducts,
} from '@labmall/contract/catalogue-admin';
import { defineRoute } from '../platform/route.ts';

/** 商品 in the console: categories, brands, products with their SKUs, and a product's stock ledger. */
export const catalogueAdminRoutes = [
  defineRoute({ ...adminCategories, handler: ({ deps }) => deps.catalogueAdmin.categories() }),
  defineRoute({
    ...adminCategorySave,
    handler: ({ payload, deps }) => deps.catalogueAdmin.saveCategory(payload),
  }),
  defineRoute({
    ...adminBrands,
    handler: ({ payload, deps }) => deps.catalogueAdmin.brands(payload.keyword, payload),
  }),
  defineRoute({ ...adminBrandSave, handler: ({ payload, deps }) => deps.catalogueAdmin.saveBrand(payload) }),
  defineRoute({
    ...adminProducts,
    handler: ({ payload, deps }) =>
      deps.catalogueAdmin.products(
        {
          keyword: payload.keyword,
          categoryId: payload.category_id,
          brandId: payload.brand_id,
          onSale: payload.on_sale,
        },
        payload,
      ),
  }),
  defineRoute({ ...adminProduct, handler: ({ payload, deps }) => deps.catalogueAdmin.product(payload.id) }),
  defineRoute({
    ...adminProductSave,
    handler: ({ payload, deps }) => deps.catalogueAdmin.saveProduct(payload),
  }),
  defineRoute({
    ...adminProductMovements,
    handler: ({ payload, deps }) => deps.catalogueAdmin.movements(payload.id, payload),
  }),
];
