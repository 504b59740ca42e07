import { region } from '@labmall/contract/regions';
import { defineRoute } from '../platform/route.ts';
import { childRegions } from './regions.ts';

export const regionRoutes = [
  defineRoute({
    ...region,
    handler: async ({ payload }) => childRegions(payload.parent_id),
  }),
];
