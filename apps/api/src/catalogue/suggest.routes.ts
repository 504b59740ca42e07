import { productSuggest } from '@labmall/contract/suggest';
import { defineRoute } from '../platform/route.ts';

/** What the header box offers as the buyer types: products, categories and brands, never a price. */
export const suggestRoutes = [
  defineRoute({
    ...productSuggest,
    handler: ({ payload, deps }) => deps.catalogue.suggest(payload.keyword),
  }),
];
