import { accountRoutes } from './accounts/accounts.routes.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { catalogOptionRoutes } from './catalog/catalog.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import type { AnyRoute } from './platform/route.ts';
import { regionRoutes } from './regions/regions.routes.ts';
import { uploadRoutes } from './uploads/uploads.routes.ts';

/** The API's route table: the transport serves it and docs/api.md is generated from it. */
export const allRoutes: AnyRoute[] = [
  ...accountRoutes,
  ...authRoutes,
  ...cartRoutes,
  ...catalogOptionRoutes,
  ...contentRoutes,
  ...regionRoutes,
  ...uploadRoutes,
];
