import { userCartAdd, userCartCount } from '@labmall/contract/cart';
import { defineRoute } from '../platform/route.ts';

export const cartRoutes = [
  defineRoute({
    ...userCartCount,
    handler: ({ user, deps }) => deps.cart.count(user.id),
  }),
  defineRoute({
    ...userCartAdd,
    handler: async ({ payload, user, deps }) => ({ count: await deps.cart.add(user.id, payload.items) }),
  }),
];
