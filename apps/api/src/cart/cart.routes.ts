import { userCartAdd, userCartCount } from '@labmall/contract/cart';
import { count, eq } from 'drizzle-orm';
import { defineRoute } from '../platform/route.ts';
import { cartItems } from './cart.schema.ts';
import { addToCart } from './cart.service.ts';

export const cartRoutes = [
  defineRoute({
    ...userCartCount,
    handler: async ({ user, deps }) => {
      const [row] = await deps.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, user.id));
      return row?.n ?? 0;
    },
  }),
  defineRoute({
    ...userCartAdd,
    handler: async ({ payload, user, deps }) => ({ count: await addToCart(deps.db, user.id, payload.items) }),
  }),
];
