import type { PostAnswer } from '@labmall/contract';
import type { QuickLineText } from '@labmall/rules';
import { mergeItems } from '../../lib/order-list';

/** One resolved line of POST /quick/resolve. */
export type QuickResult = PostAnswer<'/quick/resolve'>['lines'][number];
export type QuickOption = QuickResult['options'][number];

/** A row of the grid: what is typed, and the server's verdict on exactly that text (cleared on edit). */
export interface QuickRow {
  key: number;
  code: string;
  quantity: string;
  result: QuickResult | null;
}

/** The grid opens with this many rows, and 添加 adds this many. */
export const GRID_ROWS = 5;

let nextKey = 1;
export const emptyRow = (): QuickRow => ({ key: nextKey++, code: '', quantity: '', result: null });
export const emptyRows = (n: number) => Array.from({ length: n }, emptyRow);

export const isFilled = (row: QuickRow) => row.code.trim() !== '' || row.quantity.trim() !== '';

/** A row edited by the buyer: its old verdict no longer applies. */
export function editRow(rows: QuickRow[], key: number, change: Partial<Pick<QuickRow, 'code' | 'quantity'>>) {
  return rows.map((row) => (row.key === key ? { ...row, ...change, result: null } : row));
}

/**
 * Pasted or uploaded lines written into the grid from row `at` down, over what was there, with
 * empty rows added as needed and one empty row left at the end for typing on.
 */
export function pasteInto(rows: QuickRow[], at: number, lines: QuickLineText[]): QuickRow[] {
  const next = rows.slice(0, at);
  for (const line of lines) next.push({ ...emptyRow(), code: line.code, quantity: line.quantity });
  next.push(...rows.slice(at + lines.length).filter(isFilled));
  next.push(emptyRow());
  return next;
}

/** Verdicts for the given rows (same order as sent), each kept only if the row is unchanged since. */
export function applyResults(
  rows: QuickRow[],
  sent: { key: number; code: string; quantity: string }[],
  results: QuickResult[],
): QuickRow[] {
  const byKey = new Map(sent.map((line, i) => [line.key, { line, result: results[i] ?? null }]));
  return rows.map((row) => {
    const hit = byKey.get(row.key);
    if (!hit || hit.line.code !== row.code || hit.line.quantity !== row.quantity) return row;
    return { ...row, result: hit.result };
  });
}

/** Rows whose verdict is 可以购买, as cart or order items (one per SKU). */
export function buyableItems(rows: QuickRow[]) {
  return mergeItems(
    rows.flatMap((row) =>
      row.result?.kind === 'found' && row.result.sku && row.result.quantity !== null
        ? [{ sku_id: row.result.sku.sku_id, quantity: row.result.quantity }]
        : [],
    ),
  );
}
