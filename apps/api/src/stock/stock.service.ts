import type { StockMoveKind, StockSheetField } from '@labmall/contract/stock-choices';
import { formatYuan } from '@labmall/rules';
import type { Db, Tx } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import {
  addStock,
  listStockSkus,
  movementsOf,
  recordMovement,
  recordOrderMovement,
  type StockSku,
  setPrice,
  setStock,
  skusByCode,
  stockSku,
} from './stock.repository.ts';
import { readStockSheet } from './stock-sheet.ts';

export const stockMessages = {
  notFound: '货号不存在',
  positive: '数量须为大于 0 的整数',
  notZero: '调整数量不能为 0',
  counted: '盘点数量须为不小于 0 的整数',
  unchanged: '盘点数量与当前库存相同，没有需要记录的变动',
  negative: (stock: number, delta: number) =>
    `库存不足：当前库存 ${stock}，减少 ${-delta} 后会变为负数，未做任何修改`,
  sheetRefused: (n: number) => `表格中有 ${n} 行无法修改，整份表格未做任何修改；请按预览改正后重新上传`,
} as const;

const skuAnswer = (row: StockSku) => ({
  sku_id: row.skuId,
  sku: row.sku,
  product_id: row.productId,
  product_name: row.productName,
  spec: row.spec,
  pack: row.pack,
  price: formatYuan(row.priceFen),
  stock: row.stock,
  on_sale: row.onSale,
});

/** The change one move asks for, before the stock is looked at: a delta, or a counted figure. */
function requested(kind: StockMoveKind, quantity: number): { delta: number } | { counted: number } {
  if (kind === 'count') {
    if (quantity < 0) throw invalid({ quantity: stockMessages.counted });
    return { counted: quantity };
  }
  if (kind === 'adjust') {
    if (quantity === 0) throw invalid({ quantity: stockMessages.notZero });
    return { delta: quantity };
  }
  if (quantity <= 0) throw invalid({ quantity: stockMessages.positive });
  return { delta: kind === 'loss' ? -quantity : quantity };
}

/**
 * 库存 (issue 34): stock changes only by a movement with a reason, written to the orders' stock ledger
 * (stock_movements) in the transaction of a conditional update, so the ledger sums to the stock and
 * stock never goes negative, whatever orders run at the same time.
 */
/** Operators' names for the ledger (the operators component answers). */
export interface StockStaffPort {
  namesOf(operatorIds: readonly number[]): Promise<Map<number, string>>;
}

export function createStockService({ db, staff }: { db: Db; staff: StockStaffPort }) {
  const sheetPreview = async (field: StockSheetField, fileName: string, pieces: string[]) => {
    const rows = await readStockSheet(field, fileName, pieces);
    const known = await skusByCode(
      db,
      rows.filter((r) => r.sku).map((r) => r.sku),
    );
    return rows.map((row) => {
      const sku = known.get(row.sku.toLowerCase());
      const old = sku ? (field === 'stock' ? String(sku.stock) : formatYuan(sku.priceFen)) : '';
      const next = row.problem ? row.text : field === 'stock' ? String(row.value) : formatYuan(row.value);
      const problem = row.problem || (sku ? '' : stockMessages.notFound);
      const same = sku && !problem && (field === 'stock' ? sku.stock : sku.priceFen) === row.value;
      return {
        row: row.row,
        sku: sku?.sku ?? row.sku,
        product_name: sku?.productName ?? '',
        old,
        new: next,
        ok: !problem,
        message: problem || (same ? '不变' : '将修改'),
        skuId: sku?.skuId ?? 0,
        value: row.value,
        changes: !problem && !same,
      };
    });
  };

  return {
    /**
     * 售后's stock, inside the caller's transaction: goods received back (`return`, +) or a replacement
     * sent (`exchange`, −), each a ledger row against the order. False when stock would fall below zero.
     */
    async moveForAftersale(
      tx: Tx,
      move: {
        skuId: number;
        delta: number;
        reason: 'return' | 'exchange';
        orderId: number;
        operatorId: number;
        note: string;
      },
    ): Promise<boolean> {
      if ((await addStock(tx, move.skuId, move.delta)) === null) return false;
      await recordOrderMovement(tx, move);
      return true;
    },

    async skus(keyword: string, index: number, pageSize: number) {
      const { total, list } = await listStockSkus(db, keyword, (index - 1) * pageSize, pageSize);
      return { total, list: list.map(skuAnswer) };
    },

    async movements(skuId: number, index: number, pageSize: number) {
      const sku = await stockSku(db, skuId);
      if (!sku) throw notFound(stockMessages.notFound);
      const { total, ledgerSum, list } = await movementsOf(db, skuId, (index - 1) * pageSize, pageSize);
      const names = await staff.namesOf([
        ...new Set(list.flatMap((m) => (m.operatorId ? [m.operatorId] : []))),
      ]);
      return {
        sku: skuAnswer(sku),
        ledger_sum: ledgerSum,
        total,
        list: list.map((m) => ({
          id: m.id,
          reason: m.reason as never,
          delta: m.delta,
          note: m.note,
          order_id: m.orderId,
          operator_id: m.operatorId,
          operator_name: m.operatorId ? (names.get(m.operatorId) ?? '') : '',
          at: m.at.toISOString(),
        })),
      };
    },

    async move(operatorId: number, skuId: number, kind: StockMoveKind, quantity: number, note: string) {
      const change = requested(kind, quantity);
      return db.transaction(async (tx) => {
        const sku = await stockSku(tx, skuId);
        if (!sku) throw notFound(stockMessages.notFound);
        let delta: number;
        let stock: number;
        if ('counted' in change) {
          const made = await setStock(tx, skuId, change.counted);
          if (made === null) throw notFound(stockMessages.notFound);
          if (made === 0) throw invalid({ quantity: stockMessages.unchanged });
          [delta, stock] = [made, change.counted];
        } else {
          const after = await addStock(tx, skuId, change.delta);
          if (after === null) {
            const now = (await stockSku(tx, skuId))?.stock ?? 0;
            throw conflict(stockMessages.negative(now, change.delta));
          }
          [delta, stock] = [change.delta, after];
        }
        await recordMovement(tx, { skuId, delta, reason: kind, note, operatorId });
        return { stock, delta };
      });
    },

    async sheetPreview(field: StockSheetField, fileName: string, pieces: string[]) {
      const rows = await sheetPreview(field, fileName, pieces);
      return {
        changes: rows.filter((r) => r.changes).length,
        refused: rows.filter((r) => !r.ok).length,
        rows: rows.map(({ skuId: _s, value: _v, changes: _c, ...row }) => row),
      };
    },

    /** All or nothing: any refused row refuses the sheet; stock is set under each row's lock. */
    async sheetApply(operatorId: number, field: StockSheetField, fileName: string, pieces: string[]) {
      const rows = await sheetPreview(field, fileName, pieces);
      const refused = rows.filter((r) => !r.ok).length;
      if (refused > 0) throw conflict(stockMessages.sheetRefused(refused));
      const note = `批量改库存：${fileName}`;
      let changed = 0;
      await db.transaction(async (tx) => {
        for (const row of rows.filter((r) => r.changes)) {
          if (field === 'price') {
            await setPrice(tx, row.skuId, row.value);
            changed += 1;
            continue;
          }
          const delta = await setStock(tx, row.skuId, row.value);
          if (delta === null) throw conflict(stockMessages.notFound);
          if (delta === 0) continue;
          await recordMovement(tx, { skuId: row.skuId, delta, reason: 'sheet', note, operatorId });
          changed += 1;
        }
      });
      return { changed };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
