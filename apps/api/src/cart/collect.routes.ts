import {
  userCollectAdd,
  userCollectDelete,
  userCollectEdit,
  userCollectList,
  userCollectLookup,
} from '@labmall/contract/collect';
import { formatYuan } from '../catalog/import/money.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { defineRoute } from '../platform/route.ts';
import {
  COLLECT_LIMIT,
  deleteCollect,
  findOwnCollect,
  listCollect,
  setCollectQuantity,
  upsertCollect,
} from './collect.repository.ts';
import { requireBuyable, type SkuFacts, skuByCode, skusById } from './sku-lookup.ts';

/**
 * The frequent-purchase list (常购清单, /user/collect): SKUs with the quantity a member usually buys,
 * shown with today's price and stock, and put into the purchase list in one go.
 */

function skuAnswer(s: SkuFacts) {
  return {
    sku_id: s.id,
    product_id: s.productId,
    name: s.name,
    brand_name: s.brandName,
    sku: s.sku,
    spec: s.spec,
    pack: s.pack,
    price: formatYuan(s.priceFen),
    stock: s.stock,
    min_qty: s.minQty,
    step: s.step,
    on_sale: s.onSale,
  };
}

export const collectRoutes = [
  defineRoute({
    ...userCollectAdd,
    handler: async ({ payload, user, deps }) => {
      const found = await skusById(deps.db, [payload.sku_id]);
      requireBuyable(found.get(payload.sku_id), payload.quantity, 'quantity');
      return deps.db.transaction(async (tx) => {
        const { id, size } = await upsertCollect(tx, user.id, payload.sku_id, payload.quantity);
        if (size > COLLECT_LIMIT) throw conflict(`常购清单最多 ${COLLECT_LIMIT} 项，请先删除不常用的`);
        return { id };
      });
    },
  }),
  defineRoute({
    ...userCollectList,
    handler: async ({ payload, user, deps }) => {
      const { rows, total } = await listCollect(deps.db, user.id, payload);
      return {
        total,
        list: rows.map((r) => ({
          id: r.entryId,
          ...skuAnswer(r),
          lead_days: r.leadDays,
          quantity: r.quantity,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  }),
  defineRoute({
    ...userCollectEdit,
    handler: async ({ payload, user, deps }) => {
      const entry = await findOwnCollect(deps.db, user.id, payload.id);
      if (!entry) throw notFound('常购清单中没有这一项');
      const found = await skusById(deps.db, [entry.skuId]);
      const sku = found.get(entry.skuId);
      // An off-sale SKU may stay in the list; only its quantity rule matters here.
      requireBuyable(sku && { ...sku, onSale: true }, payload.quantity, 'quantity');
      await setCollectQuantity(deps.db, user.id, payload.id, payload.quantity);
      return null;
    },
  }),
  defineRoute({
    ...userCollectDelete,
    handler: async ({ payload, user, deps }) => {
      await deleteCollect(deps.db, user.id, payload.ids);
      return null;
    },
  }),
  defineRoute({
    ...userCollectLookup,
    handler: async ({ payload, deps }) => {
      const sku = await skuByCode(deps.db, payload.sku);
      if (!sku) throw notFound('货号不存在');
      return skuAnswer(sku);
    },
  }),
];
