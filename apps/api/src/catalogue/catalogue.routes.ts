import { productDetail, productList } from '@labmall/contract/catalogue';
import { defineRoute } from '../platform/route.ts';

/** The product list with its search (/list) and a product's page (/product/{id}). */
export const catalogueRoutes = [
  defineRoute({
    ...productList,
    handler: ({ payload, user, deps }) => deps.catalogue.list(user.id === 0, payload),
  }),
  defineRoute({
    ...productDetail,
    handler: ({ payload, deps }) => deps.catalogue.detail(payload.id),
  }),
];
