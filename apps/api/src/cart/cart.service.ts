import { MAX_CART_LINES } from '@labmall/contract/cart';
import { MAX_LINE_QUANTITY } from '@labmall/rules';
import type { Db } from '../platform/db.ts';
import { conflict } from '../platform/errors.ts';
import { requireBuyable } from './buyable.ts';
import { addToCartLine, countCartLines } from './cart.repository.ts';
import { skusById } from './sku-facts.repository.ts';

/** Distinct SKUs a purchase list may hold. */
export { MAX_CART_LINES };

/** The purchase list (采购单). Its page, quantity editing and checkout arrive with the purchasing issue. */
export function createCartService({ db }: { db: Db }) {
  return {
    /** Distinct SKUs in the member's list, for the header's badge. */
    count(userId: number) {
      return countCartLines(db, userId);
    },

    /**
     * Adds SKUs to a member's purchase list: every line is checked first, then all are written in one
     * transaction (a quantity already there grows), so a bad line adds nothing. Returns the new count.
     */
    async add(userId: number, items: { sku_id: number; quantity: number }[]) {
      const found = await skusById(
        db,
        items.map((i) => i.sku_id),
      );
      items.forEach((item, i) => {
        requireBuyable(found.get(item.sku_id), item.quantity, `items.${i}.quantity`);
      });
      return db.transaction(async (tx) => {
        for (const item of items) {
          const quantity = await addToCartLine(tx, userId, item.sku_id, item.quantity);
          if (quantity !== undefined && quantity > MAX_LINE_QUANTITY) {
            throw conflict(`采购单中同一规格最多 ${MAX_LINE_QUANTITY} 件`);
          }
        }
        const n = await countCartLines(tx, userId);
        if (n > MAX_CART_LINES) throw conflict(`采购单最多 ${MAX_CART_LINES} 种货品`);
        return n;
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
