import { findUserById, findUserByPhone } from '../accounts/accounts.service.ts';
import { idempotent } from '../orders/idempotency.service.ts';
import type { PlacementService } from '../orders/placement.service.ts';
import { recordChange } from '../platform/audit.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import { adminItemAnswer, entryAnswer, itemAnswer } from './points.answers.ts';
import {
  entriesOf,
  entryById,
  insertItem,
  itemById,
  latestEntryId,
  listItems,
  moveItemStock,
  movePoints,
  type PointsItemRow,
  type PointsSort,
  pointsBalance,
  saleCategories,
  updateItem,
} from './points.repository.ts';

/**
 * What other components use of points as the repository has it: a member's balance (the dashboard), and
 * adding a gift and moving points as the demo seed does.
 */
export { insertItem, itemByName, movePoints, pointsBalance } from './points.repository.ts';

export interface PointsServiceOptions {
  db: Db;
  /** A redemption's order is placed by placement: points never writes orders or their events. */
  placement: Pick<PlacementService, 'placePointsOrder'>;
  now?: () => Date;
}

export interface RedeemInput {
  idempotency_key: string;
  id: number;
  quantity: number;
  address_id: number;
  remark?: string | undefined;
}

export interface ItemInput {
  name: string;
  category: string;
  image: string;
  description: string;
  points_price: number;
  stock: number;
  on_sale: boolean;
  sort: number;
}

export type ItemChanges = Partial<Omit<ItemInput, 'stock'>> & { stock_delta?: number | undefined };

/** The 货号 a gift carries on order lines and sheets. */
export const giftSku = (itemId: number) => `JF-${itemId}`;

/** Why an item cannot be redeemed in this quantity with this balance, or null. */
export function redeemProblem(item: PointsItemRow, quantity: number, balance: number): string | null {
  if (!item.onSale) return '该积分商品已下架';
  if (item.stock <= 0) return '该积分商品已兑完';
  if (quantity > item.stock) return `库存不足，仅剩 ${item.stock} 件`;
  const cost = item.pointsPrice * quantity;
  if (balance < cost) return `积分不足：需要 ${cost} 积分，当前 ${balance} 积分`;
  return null;
}

/** Points: the member's ledger, the mall, redemption orders and the operators' side of them. */
export function createPointsService({ db, placement, now = () => new Date() }: PointsServiceOptions) {
  async function saleItem(conn: DbOrTx, id: number) {
    const item = await itemById(conn, id);
    // An off-sale item is not shown to members: it is answered like one that does not exist.
    if (!item?.onSale) throw notFound('积分商品不存在或已下架');
    return item;
  }

  async function memberOf(ref: { user_id?: number | undefined; phone?: string | undefined }) {
    if (ref.user_id === undefined && !ref.phone) throw invalid({ user_id: '请指定会员编号或手机号' });
    const user =
      ref.user_id !== undefined ? await findUserById(db, ref.user_id) : await findUserByPhone(db, ref.phone!);
    if (!user) throw notFound('会员不存在');
    return user;
  }

  /** The redemption itself, inside the idempotency key's transaction; a refusal rolls all of it back. */
  async function place(tx: Tx, userId: number, input: RedeemInput) {
    const item = await itemById(tx, input.id);
    if (!item) throw notFound('积分商品不存在或已下架');
    const problem = redeemProblem(item, input.quantity, Number.POSITIVE_INFINITY);
    if (problem) throw conflict(problem);
    const cost = item.pointsPrice * input.quantity;
    const at = now();
    const { id: orderId, number } = await placement.placePointsOrder(tx, {
      userId,
      addressId: input.address_id,
      pointsSpent: cost,
      remark: input.remark ?? '',
      at,
      line: {
        itemId: item.id,
        pointsPrice: item.pointsPrice,
        name: item.name,
        sku: giftSku(item.id),
        pack: `${item.category} · 1 件`,
        quantity: input.quantity,
      },
    });
    // Stock first, then points: every redemption and every return locks the item row before the account.
    const taken = await moveItemStock(tx, {
      itemId: item.id,
      delta: -input.quantity,
      reason: 'redeem',
      orderId,
    });
    if (!taken) throw conflict('库存不足或商品已下架，请刷新后重试');
    const paid = await movePoints(tx, {
      userId,
      kind: 'redeem',
      delta: -cost,
      orderId,
      note: `兑换 ${item.name} × ${input.quantity}`,
    });
    if (!paid) {
      const balance = await pointsBalance(tx, userId);
      throw conflict(`积分不足：需要 ${cost} 积分，当前 ${balance} 积分`);
    }
    return { number };
  }

  return {
    async saleList(
      filter: { category: string; sort: PointsSort },
      page: { index: number; pageSize: number },
    ) {
      const [found, categories] = await Promise.all([
        listItems(
          db,
          { onSale: true, category: filter.category, sort: filter.sort },
          (page.index - 1) * page.pageSize,
          page.pageSize,
        ),
        saleCategories(db),
      ]);
      return { total: found.total, categories, list: found.rows.map(itemAnswer) };
    },

    async saleItem(id: number) {
      const item = await saleItem(db, id);
      return { ...itemAnswer(item), description: item.description };
    },

    async preview(userId: number, id: number, quantity: number) {
      const [item, balance] = await Promise.all([saleItem(db, id), pointsBalance(db, userId)]);
      return {
        item: itemAnswer(item),
        quantity,
        cost: item.pointsPrice * quantity,
        balance,
        problem: redeemProblem(item, quantity, balance),
      };
    },

    redeem(userId: number, input: RedeemInput) {
      const { idempotency_key: key, ...body } = input;
      return idempotent(db, { userId, scope: 'points_redeem', key }, body, (tx) => place(tx, userId, input));
    },

    async ledger(userId: number, page: { index: number; pageSize: number }) {
      const [balance, found] = await Promise.all([
        pointsBalance(db, userId),
        entriesOf(db, userId, (page.index - 1) * page.pageSize, page.pageSize),
      ]);
      return { balance, total: found.total, list: found.rows.map(entryAnswer) };
    },

    // ---- Operators ----
    async operatorLedger(
      ref: { user_id?: number | undefined; phone?: string | undefined },
      page: { index: number; pageSize: number },
    ) {
      const user = await memberOf(ref);
      const [balance, found] = await Promise.all([
        pointsBalance(db, user.id),
        entriesOf(db, user.id, (page.index - 1) * page.pageSize, page.pageSize),
      ]);
      return {
        user_id: user.id,
        balance,
        total: found.total,
        list: found.rows.map((row) => ({ ...entryAnswer(row), operator_id: row.operatorId })),
      };
    },

    /** 运营调整: one `adjust` entry with the reason; a deduction larger than the balance changes nothing. */
    async adjust(
      operatorId: number,
      ref: { user_id?: number | undefined; phone?: string | undefined },
      delta: number,
      reason: string,
    ) {
      const user = await memberOf(ref);
      const entryId = await db.transaction(async (tx) => {
        const moved = await movePoints(tx, {
          userId: user.id,
          kind: 'adjust',
          delta,
          note: reason,
          operatorId,
        });
        if (!moved) {
          const balance = await pointsBalance(tx, user.id);
          throw conflict(`积分不足：当前 ${balance} 积分，不能扣减 ${-delta} 积分`);
        }
        const balance = await pointsBalance(tx, user.id);
        recordChange({ user: user.id }, { balance: balance - delta }, { balance, reason });
        return latestEntryId(tx, user.id);
      });
      const [balance, entry] = await Promise.all([
        pointsBalance(db, user.id),
        entryId === null ? null : entryById(db, entryId),
      ]);
      if (!entry) throw new Error('adjustment entry not found');
      return { user_id: user.id, balance, entry: entryAnswer(entry) };
    },

    async operatorItems(onSale: 'all' | 'on' | 'off', page: { index: number; pageSize: number }) {
      const found = await listItems(
        db,
        { ...(onSale === 'all' ? {} : { onSale: onSale === 'on' }), sort: 'default' },
        (page.index - 1) * page.pageSize,
        page.pageSize,
      );
      return { total: found.total, list: found.rows.map(adminItemAnswer) };
    },

    async createItem(input: ItemInput) {
      const item = await db.transaction((tx) =>
        insertItem(tx, {
          name: input.name,
          category: input.category,
          image: input.image,
          description: input.description,
          pointsPrice: input.points_price,
          stock: input.stock,
          onSale: input.on_sale,
          sort: input.sort,
        }),
      );
      return { item: adminItemAnswer(item) };
    },

    /** Edits an item; a stock change goes through the movement ledger and never below 0. */
    async updateItem(id: number, changes: ItemChanges) {
      await db.transaction(async (tx) => {
        const found = await updateItem(tx, id, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.category !== undefined ? { category: changes.category } : {}),
          ...(changes.image !== undefined ? { image: changes.image } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.points_price !== undefined ? { pointsPrice: changes.points_price } : {}),
          ...(changes.on_sale !== undefined ? { onSale: changes.on_sale } : {}),
          ...(changes.sort !== undefined ? { sort: changes.sort } : {}),
        });
        if (!found) throw notFound('积分商品不存在');
        if (changes.stock_delta) {
          const moved = await moveItemStock(tx, { itemId: id, delta: changes.stock_delta, reason: 'adjust' });
          if (!moved) throw conflict('库存调整后不能小于 0');
        }
      });
      const item = await itemById(db, id);
      if (!item) throw notFound('积分商品不存在');
      return { item: adminItemAnswer(item) };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
