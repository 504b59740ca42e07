import { COLLECT_LIMIT } from '@labmall/contract/collect';
import { requireBuyable } from '../cart/buyable.ts';
import { skuByCode, skusById } from '../cart/cart.service.ts';
import { skuAnswer } from '../cart/sku-answer.ts';
import type { Db } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import {
  deleteCollect,
  findOwnCollect,
  listCollect,
  setCollectQuantity,
  upsertCollect,
} from './collect.repository.ts';

/**
 * The frequent-purchase list (常购清单, /user/collect): SKUs with the quantity a member usually buys,
 * shown with today's price and stock, and put into the purchase list in one go.
 */
export function createCollectService({ db }: { db: Db }) {
  return {
    /** Adds a SKU, or sets its quantity when it is already there; the list may hold COLLECT_LIMIT. */
    async add(userId: number, input: { sku_id: number; quantity: number }) {
      const found = await skusById(db, [input.sku_id]);
      requireBuyable(found.get(input.sku_id), input.quantity, 'quantity');
      return db.transaction(async (tx) => {
        const { id, size } = await upsertCollect(tx, userId, input.sku_id, input.quantity);
        if (size > COLLECT_LIMIT) throw conflict(`常购清单最多 ${COLLECT_LIMIT} 项，请先删除不常用的`);
        return { id };
      });
    },

    async list(userId: number, page: { index: number; pageSize: number }) {
      const { rows, total } = await listCollect(db, userId, page);
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

    async edit(userId: number, input: { id: number; quantity: number }) {
      const entry = await findOwnCollect(db, userId, input.id);
      if (!entry) throw notFound('常购清单中没有这一项');
      const found = await skusById(db, [entry.skuId]);
      const sku = found.get(entry.skuId);
      // An off-sale SKU may stay in the list; only its quantity rule matters here.
      requireBuyable(sku && { ...sku, onSale: true }, input.quantity, 'quantity');
      await setCollectQuantity(db, userId, input.id, input.quantity);
      return null;
    },

    /** Another member's ids are ignored: a member deletes only their own entries. */
    async remove(userId: number, ids: number[]) {
      await deleteCollect(db, userId, ids);
      return null;
    },

    /** By 货号, for adding to the list by code. */
    async lookup(code: string) {
      const sku = await skuByCode(db, code);
      if (!sku) throw notFound('货号不存在');
      return skuAnswer(sku);
    },
  };
}

export type CollectService = ReturnType<typeof createCollectService>;
