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
    handler: ({ deps }) => deps.catalogue.groups(),
  }),
  defineRoute({
    ...productTypeOptions,
    handler: ({ deps }) => deps.catalogue.productTypeOptions(),
  }),
  defineRoute({
    ...couponInfoBrandOptions,
    handler: ({ deps }) => deps.catalogue.brandOptions(),
  }),
  defineRoute({
    ...brandList,
    handler: ({ deps }) => deps.catalogue.brandWall(),
  }),
];
