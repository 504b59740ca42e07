import { structureSearch } from '@labmall/contract/structure-search';
import { defineRoute } from '../../platform/route.ts';

/** POST /product/structure: structure search (/structure), prices for members only. */
export const structureSearchRoutes = [
  defineRoute({
    ...structureSearch,
    handler: ({ payload, user, request, deps }) =>
      deps.structureSearch.search(payload, user.id === 0, request.ip),
  }),
];
