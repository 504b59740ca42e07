import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import { cartItems } from './cart.schema.ts';

export const cartRoutes = [
  defineRoute({
    method: 'GET',
    path: '/user/cart/count',
    summary: '采购单中的货品种数（页头角标）',
    auth: 'member',
    payload: z.object({}),
    answer: z.number().int().describe('采购单中的 SKU 种数'),
    handler: async ({ user, deps }) => {
      const [row] = await deps.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, user.id));
      return row?.n ?? 0;
    },
  }),
];
