import { MAX_CART_LINES } from '@labmall/contract/cart';
import { COLLECT_LIMIT } from '@labmall/contract/collect';
import { MAX_LINE_QUANTITY, quantityProblem } from '@labmall/rules';
import {
  type ActivityPrice,
  type ChargedPrice,
  chargedPrice,
  chargedPrices,
} from '../activities/activities.service.ts';
import type { ComplianceService, Missing } from '../compliance/compliance.service.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { requireBuyable } from './buyable.ts';
import { lineAnswer, summaryAnswer } from './cart.answers.ts';
import {
  type CartLineRow,
  countCartLines,
  deleteCartLines,
  findCartLine,
  listCartLines,
  ownCartSkuIds,
  setCartQuantity,
  setCartSelected,
  takeSelectedCartLines,
  upsertCartLine,
} from './cart.repository.ts';
import { skusById } from './sku-facts.repository.ts';

/** Distinct SKUs a purchase list may hold. */
export { MAX_CART_LINES };

const lineMissing = () => notFound('采购单中没有这件货品');

/**
 * Adds SKUs to a member's purchase list: every line is checked first, then all are written in one
 * transaction (a quantity already there grows; the price when added is today's, an activity's while one
 * runs), so a bad line adds nothing. A line goes in ticked unless its SKU is in `unticked` (a controlled
 * product the member may not buy yet). Returns the number of lines (the header badge).
 */
export async function addToCart(
  db: Db,
  userId: number,
  items: { sku_id: number; quantity: number }[],
  at: Date = new Date(),
  unticked: ReadonlySet<number> = new Set(),
) {
  const ids = items.map((i) => i.sku_id);
  const found = await skusById(db, ids);
  const checked = items.map((item, i) => ({
    sku: requireBuyable(found.get(item.sku_id), item.quantity, `items.${i}.quantity`),
    quantity: item.quantity,
  }));
  const charged = await chargedPrices(
    db,
    checked.map(({ sku }) => sku),
    at,
  );
  return db.transaction(async (tx) => {
    for (const { sku, quantity } of checked) {
      const { priceFen } = charged.get(sku.id)!;
      const total = await upsertCartLine(
        tx,
        { userId, skuId: sku.id, quantity, priceFen },
        !unticked.has(sku.id),
      );
      if (total > MAX_LINE_QUANTITY) throw conflict(`采购单中同一规格最多 ${MAX_LINE_QUANTITY} 件`);
    }
    const n = await countCartLines(tx, userId);
    if (n > MAX_CART_LINES) throw conflict(`采购单最多 ${MAX_CART_LINES} 种货品`);
    return n;
  });
}

/**
 * One line with what changed since it was added, judged against today's SKU (never altered here).
 * `priceFen` is what the line sells at now: the running activity's price when there is one
 * (`activity`, with the SKU's own price in `listPriceFen`), else the SKU's own.
 */
export interface CartLineView extends CartLineRow {
  subtotalFen: number;
  listPriceFen: number | null;
  activity: ActivityPrice | null;
  /** The price charged now and why (activities/charged-price.ts): what the answer's price fields say. */
  charged: ChargedPrice;
  changes: {
    offSale: boolean;
    outOfStock: boolean;
    shortStock: boolean;
    price: 'up' | 'down' | null;
    quantityRule: string | null;
  };
  /** What the member still lacks to buy this controlled product (verification, documents). */
  missing: Missing[];
  orderable: boolean;
}

export function viewCartLine(
  sku: CartLineRow,
  charged: ChargedPrice = chargedPrice(sku.priceFen, undefined),
  missing: Missing[] = [],
): CartLineView {
  const { priceFen, activity } = charged;
  const row = { ...sku, priceFen };
  const added = row.addedPriceFen;
  const quantityRule = quantityProblem(row.quantity, { minQty: row.minQty, step: row.step });
  const changes = {
    offSale: !row.onSale,
    outOfStock: row.stock <= 0,
    shortStock: row.stock > 0 && row.stock < row.quantity,
    price:
      added === null || added === row.priceFen
        ? null
        : row.priceFen > added
          ? ('up' as const)
          : ('down' as const),
    quantityRule,
  };
  return {
    ...row,
    subtotalFen: row.priceFen * row.quantity,
    listPriceFen: activity ? sku.priceFen : null,
    activity,
    charged,
    changes,
    missing,
    orderable: row.onSale && row.stock >= row.quantity && quantityRule === null && missing.length === 0,
  };
}

/** The totals the page shows under the list: only selected lines that can be ordered are summed. */
export function cartSummary(lines: CartLineView[]) {
  const selected = lines.filter((line) => line.selected);
  const orderable = selected.filter((line) => line.orderable);
  return {
    count: lines.length,
    selectedCount: selected.length,
    selectedQuantity: selected.reduce((sum, line) => sum + line.quantity, 0),
    selectedTotalFen: orderable.reduce((sum, line) => sum + line.subtotalFen, 0),
    blockedCount: selected.length - orderable.length,
  };
}

/**
 * The 采购单 (/cart), one per member: lines keyed by SKU. Every call is scoped to the caller; a SKU id
 * that is not in their list answers 404 as if it did not exist, whoever else may hold it.
 */
export function createCartService({
  db,
  compliance,
  addToCollect,
  now = () => new Date(),
}: {
  db: Db;
  /** Marks the controlled lines the member may not buy yet; without it no line is marked. */
  compliance?: Pick<ComplianceService, 'blockersFor'>;
  /**
   * Puts a SKU in the member's frequent-purchase list inside the caller's transaction and says how long
   * the list is now (the collect component answers); 移入常购清单 moves lines in one transaction.
   */
  addToCollect: (tx: DbOrTx, userId: number, skuId: number, quantity: number) => Promise<{ size: number }>;
  now?: () => Date;
}) {
  /** The lines at the prices charged now (charged-price.ts): one query for the whole page. */
  async function viewLines(conn: DbOrTx, rows: CartLineRow[], missing: Missing[][] = []) {
    const charged = await chargedPrices(conn, rows, now());
    return rows.map((row, i) => viewCartLine(row, charged.get(row.id), missing[i]));
  }

  /** What stands between the member and each of these products (nothing without compliance). */
  const blockersOf = async (userId: number, controlled: string[][]): Promise<Missing[][]> =>
    compliance ? compliance.blockersFor(userId, controlled) : controlled.map(() => []);

  return {
    /** A controlled SKU the member may not buy yet goes in unticked; the 采购单 says why. */
    async add(userId: number, items: { sku_id: number; quantity: number }[]) {
      const found = await skusById(
        db,
        items.map((i) => i.sku_id),
      );
      const known = [...found.values()];
      const blocked = await blockersOf(
        userId,
        known.map((sku) => sku.controlled),
      );
      const unticked = new Set(known.filter((_, i) => blocked[i]!.length > 0).map((sku) => sku.id));
      return { count: await addToCart(db, userId, items, now(), unticked) };
    },

    /** A page's header passes the count its session query read (`preload`): not counted twice. */
    count: async (userId: number, preload?: { cartLines: number }) =>
      preload ? preload.cartLines : countCartLines(db, userId),

    async list(userId: number) {
      const rows = await listCartLines(db, userId);
      const missing = await blockersOf(
        userId,
        rows.map((row) => row.controlled),
      );
      const lines = await viewLines(db, rows, missing);
      return { list: lines.map(lineAnswer), summary: summaryAnswer(cartSummary(lines)) };
    },

    /**
     * The selected lines, for the order page (/order?source=2) and order placement: each with today's
     * SKU facts and whether it can be ordered. Pass a transaction to read them inside one.
     */
    async selectedLines(userId: number, tx: DbOrTx = db) {
      return viewLines(tx, await listCartLines(tx, userId, true));
    },

    /** A new quantity by the SKU's rule (an off-sale SKU's line may still be changed, then removed). */
    async setQuantity(userId: number, skuId: number, quantity: number) {
      const line = await findCartLine(db, userId, skuId);
      if (!line) throw lineMissing();
      const sku = (await skusById(db, [skuId])).get(skuId);
      requireBuyable(sku && { ...sku, onSale: true }, quantity, 'quantity');
      if ((await setCartQuantity(db, userId, skuId, quantity)) === 0) throw lineMissing();
      return null;
    },

    /** Removes lines; ids not in the caller's list are left alone (a double click is harmless). */
    async remove(userId: number, skuIds: number[]) {
      await deleteCartLines(db, userId, skuIds);
      return { count: await countCartLines(db, userId) };
    },

    /** Ticks or clears lines; any id not in the caller's list refuses the whole call, touching nothing. */
    async select(userId: number, target: { all: true } | { skuIds: number[] }, selected: boolean) {
      if ('all' in target) {
        await setCartSelected(db, userId, 'all', selected);
        return null;
      }
      const ids = [...new Set(target.skuIds)];
      await db.transaction(async (tx) => {
        const own = await ownCartSkuIds(tx, userId, ids);
        if (own.size !== ids.length) throw lineMissing();
        await setCartSelected(tx, userId, ids, selected);
      });
      return null;
    },

    async removeSelected(userId: number) {
      return db.transaction(async (tx) => {
        await takeSelectedCartLines(tx, userId);
        return { count: await countCartLines(tx, userId) };
      });
    },

    /**
     * Moves the selected lines into the frequent-purchase list (their quantity becomes the usual one),
     * in one transaction: over the list's limit, nothing moves.
     */
    async collectSelected(userId: number) {
      return db.transaction(async (tx) => {
        const taken = await takeSelectedCartLines(tx, userId);
        if (taken.length === 0) throw conflict('请先勾选要移入常购清单的货品');
        let size = 0;
        for (const line of taken.sort((a, b) => a.skuId - b.skuId)) {
          ({ size } = await addToCollect(tx, userId, line.skuId, line.quantity));
        }
        if (size > COLLECT_LIMIT) throw conflict(`常购清单最多 ${COLLECT_LIMIT} 项，请先删除不常用的`);
        return { moved: taken.length, count: await countCartLines(tx, userId) };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

// What other components read of SKUs as the cart sees them (collect, rebuying an order).
export { skuByCode, skuFactsColumns, skusById } from './sku-facts.repository.ts';
