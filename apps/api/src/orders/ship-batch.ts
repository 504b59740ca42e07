import { AppError } from '../platform/errors.ts';
import type { ShipRow } from './ship-sheet.ts';

/** One line's lot as the ship form sends it. */
export interface ShipLot {
  line_id: number;
  lot: string;
}

export interface ShipBatchResult extends Omit<ShipRow, 'problem'> {
  ok: boolean;
  message: string;
}

export interface ShipBatchPorts {
  /** The order's lines (id, 货号), null when there is no such order. */
  linesOf: (number: string) => Promise<{ id: number; sku: string }[] | null>;
  /** 发货 as the order page's form does it (lots checked and written in the shipment's transaction). */
  ship: (number: string, carrier: string, trackingNo: string, lots: ShipLot[]) => Promise<unknown>;
}

/**
 * 批量发货's rule for lots: a row names a line of goods by its 货号 and gives its 批号. An order with
 * lots for several lines takes one row per line, repeating 订单号, 物流公司 and 运单号; rows of one
 * order are one shipment. It ships with all its rows' lots or not at all: a lot left out could not be
 * added after shipping. Each row answers for itself; orders stay independent of each other.
 */
export async function shipSheetRows(rows: ShipRow[], ports: ShipBatchPorts): Promise<ShipBatchResult[]> {
  const orders = new Map<string, ShipRow[]>();
  for (const row of rows) {
    // A row without an order number is refused on its own; it joins no order (no number holds a NUL).
    const key = row.number || `\0${row.row}`;
    orders.set(key, [...(orders.get(key) ?? []), row]);
  }
  const results = new Map<number, ShipBatchResult>();
  for (const group of orders.values()) {
    for (const [row, ok, message] of await shipOrder(group, ports)) {
      const { problem: _, ...fields } = row;
      results.set(row.row, { ...fields, ok, message });
    }
  }
  return rows.map((row) => results.get(row.row)!);
}

async function shipOrder(group: ShipRow[], ports: ShipBatchPorts): Promise<[ShipRow, boolean, string][]> {
  const [first] = group as [ShipRow];
  const refusals = new Map<ShipRow, string>(group.filter((r) => r.problem).map((r) => [r, r.problem]));
  if (group.some((r) => r.carrier !== first.carrier || r.tracking_no !== first.tracking_no)) {
    for (const row of group) {
      if (!refusals.has(row)) refusals.set(row, '同一订单的各行须填写相同的物流公司和运单号');
    }
  }
  const lots: ShipLot[] = [];
  const withLot = group.filter((r) => r.sku);
  if (refusals.size === 0 && withLot.length > 0) {
    const lines = await ports.linesOf(first.number);
    if (!lines) return group.map((row) => [row, false, '订单不存在']);
    const takenBy = new Map<number, ShipRow>();
    for (const row of withLot) {
      const matching = lines.filter((l) => l.sku.toLowerCase() === row.sku.toLowerCase());
      const line = matching[0];
      const earlier = line && takenBy.get(line.id);
      if (!line) refusals.set(row, `货号 ${row.sku} 不在订单 ${row.number} 中`);
      else if (matching.length > 1)
        refusals.set(row, `货号 ${row.sku} 在此订单中有多行，请在订单页逐行登记批号`);
      else if (earlier) refusals.set(row, `货号 ${row.sku} 已在第 ${earlier.row} 行填写批号`);
      else {
        takenBy.set(line.id, row);
        lots.push({ line_id: line.id, lot: row.lot });
      }
    }
  }
  if (refusals.size > 0) {
    const bad = group.filter((r) => refusals.has(r)).map((r) => r.row);
    const sibling = `此订单第 ${bad.join('、')} 行有误，整单未发货`;
    return group.map((row) => [row, false, refusals.get(row) ?? sibling]);
  }
  try {
    await ports.ship(first.number, first.carrier, first.tracking_no, lots);
    return group.map((row) => [row, true, '已发货']);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return group.map((row) => [row, false, error.message]);
  }
}
