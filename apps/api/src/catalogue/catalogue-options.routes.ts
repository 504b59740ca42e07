import {
  brandList,
  couponInfoBrandOptions,
  productGroup,
  productTypeOptions,
} from '@labmall/contract/catalogue-options';
import { defineRoute } from '../platform/route.ts';

export const catalogueOptionRoutes = [
  defineRoute({
    ...productGroup,
    handler: async ({ deps }) =>
      (await deps.catalogueOptions.groups()).map((g) => ({
        group_name: g.name,
        link: { params: { product_type_id: g.id } },
      })),
  }),
  defineRoute({
    ...productTypeOptions,
    handler: async ({ deps }) =>
      (await deps.catalogueOptions.productTypes()).map((t) => ({
        id: t.id,
        pid: t.pid ?? 0,
        option: t.name,
      })),
  }),
  defineRoute({
    ...couponInfoBrandOptions,
    handler: async ({ deps }) =>
      (await deps.catalogueOptions.brands()).map((b) => ({ id: b.id, brand_name: b.name })),
  }),
  defineRoute({
    ...brandList,
    handler: async ({ deps }) =>
      (await deps.catalogueOptions.brandWall()).map((b) => ({
        id: b.id,
        name: b.name,
        name_en: b.nameEn,
        initial: b.initial,
        logo: b.logo,
        product_count: Number(b.productCount),
      })),
  }),
];
