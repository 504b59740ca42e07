import {
  userCartAdd,
  userCartCollectSelected,
  userCartCount,
  userCartDelete,
  userCartDeleteSelected,
  userCartEdit,
  userCartList,
  userCartSelect,
  userCartSelectAll,
} from '@labmall/contract/cart';
import { defineRoute } from '../platform/route.ts';

/** The 采购单 (/cart): thin handlers over the cart service. */
export const cartRoutes = [
  defineRoute({
    ...userCartCount,
    handler: ({ user, deps }) => deps.cart.count(user.id, user.preload),
  }),
  defineRoute({
    ...userCartAdd,
    handler: ({ payload, user, deps }) => deps.cart.add(user.id, payload.items),
  }),
  defineRoute({
    ...userCartList,
    handler: ({ user, deps }) => deps.cart.list(user.id),
  }),
  defineRoute({
    ...userCartEdit,
    handler: ({ payload, user, deps }) => deps.cart.setQuantity(user.id, payload.sku_id, payload.quantity),
  }),
  defineRoute({
    ...userCartDelete,
    handler: ({ payload, user, deps }) => deps.cart.remove(user.id, payload.sku_ids),
  }),
  defineRoute({
    ...userCartSelect,
    handler: ({ payload, user, deps }) =>
      deps.cart.select(user.id, { skuIds: payload.sku_ids }, payload.selected),
  }),
  defineRoute({
    ...userCartSelectAll,
    handler: ({ payload, user, deps }) => deps.cart.select(user.id, { all: true }, payload.selected),
  }),
  defineRoute({
    ...userCartDeleteSelected,
    handler: ({ user, deps }) => deps.cart.removeSelected(user.id),
  }),
  defineRoute({
    ...userCartCollectSelected,
    handler: ({ user, deps }) => deps.cart.collectSelected(user.id),
  }),
];
