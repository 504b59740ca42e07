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
import { formatYuan } from '@labmall/rules';
import { defineRoute } from '../platform/route.ts';
import type { CartLineView } from './cart.service.ts';

/** The 采购单 (/cart): thin handlers over the cart service; money leaves as yuan strings. */

function lineAnswer(line: CartLineView) {
  return {
    sku_id: line.id,
    product_id: line.productId,
    name: line.name,
    brand_name: line.brandName,
    sku: line.sku,
    cas: line.cas,
    spec: line.spec,
    pack: line.pack,
    price: formatYuan(line.priceFen),
    list_price: line.listPriceFen === null ? null : formatYuan(line.listPriceFen),
    activity: line.activity && {
      id: line.activity.activityId,
      title: line.activity.title,
      ends_at: line.activity.endsAt.toISOString(),
    },
    quantity: line.quantity,
    subtotal: formatYuan(line.subtotalFen),
    stock: line.stock,
    min_qty: line.minQty,
    step: line.step,
    on_sale: line.onSale,
    selected: line.selected,
    added_price: line.addedPriceFen === null ? null : formatYuan(line.addedPriceFen),
    changes: {
      off_sale: line.changes.offSale,
      out_of_stock: line.changes.outOfStock,
      short_stock: line.changes.shortStock,
      price: line.changes.price,
      quantity_rule: line.changes.quantityRule,
    },
    orderable: line.orderable,
  };
}

export const cartRoutes = [
  defineRoute({
    ...userCartCount,
    handler: ({ user, deps }) => deps.cart.count(user.id, user.preload),
  }),
  defineRoute({
    ...userCartAdd,
    handler: async ({ payload, user, deps }) => ({ count: await deps.cart.add(user.id, payload.items) }),
  }),
  defineRoute({
    ...userCartList,
    handler: async ({ user, deps }) => {
      const { lines, summary } = await deps.cart.list(user.id);
      return {
        list: lines.map(lineAnswer),
        summary: {
          count: summary.count,
          selected_count: summary.selectedCount,
          selected_quantity: summary.selectedQuantity,
          selected_total: formatYuan(summary.selectedTotalFen),
          blocked_count: summary.blockedCount,
        },
      };
    },
  }),
  defineRoute({
    ...userCartEdit,
    handler: async ({ payload, user, deps }) => {
      await deps.cart.setQuantity(user.id, payload.sku_id, payload.quantity);
      return null;
    },
  }),
  defineRoute({
    ...userCartDelete,
    handler: async ({ payload, user, deps }) => ({ count: await deps.cart.remove(user.id, payload.sku_ids) }),
  }),
  defineRoute({
    ...userCartSelect,
    handler: async ({ payload, user, deps }) => {
      await deps.cart.select(user.id, { skuIds: payload.sku_ids }, payload.selected);
      return null;
    },
  }),
  defineRoute({
    ...userCartSelectAll,
    handler: async ({ payload, user, deps }) => {
      await deps.cart.select(user.id, { all: true }, payload.selected);
      return null;
    },
  }),
  defineRoute({
    ...userCartDeleteSelected,
    handler: async ({ user, deps }) => ({ count: await deps.cart.removeSelected(user.id) }),
  }),
  defineRoute({
    ...userCartCollectSelected,
    handler: ({ user, deps }) => deps.cart.collectSelected(user.id),
  }),
];
