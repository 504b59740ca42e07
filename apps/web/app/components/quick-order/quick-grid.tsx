import type { ClipboardEvent, KeyboardEvent } from 'react';
import { quickMessages } from './quick-messages';
import { QuickResultCell } from './quick-result';
import type { QuickOption, QuickRow } from './quick-rows';

const t = quickMessages;

export interface QuickGridProps {
  rows: QuickRow[];
  onEdit: (key: number, change: { code?: string; quantity?: string }) => void;
  /** A paste of several cells (tabs, line breaks, commas) into row `index`; a single value types normally. */
  onPasteTable: (index: number, text: string) => void;
  onRemove: (key: number) => void;
  onPick: (row: QuickRow, option: QuickOption) => void;
  onQuantity: (row: QuickRow, quantity: number) => void;
  /** Enter in the last row's quantity: a new row to type on. */
  onAppendRow: () => void;
}

const isTable = (text: string) => /[\t\r\n,，]/.test(text.trim());

/** The grid: 货号或 CAS 号, 数量, the verdict; pasting a block from Excel fills it from that row down. */
export function QuickGrid(props: QuickGridProps) {
  const { rows, onEdit, onPasteTable, onRemove, onPick, onQuantity, onAppendRow } = props;
  const paste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTable(text)) return;
    event.preventDefault();
    onPasteTable(index, text);
  };
  // Typing a list by hand: Enter moves 货号 → 数量 → the next row's 货号 (a new row after the last).
  const enter = (index: number, column: 'code' | 'quantity') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const table = event.currentTarget.closest('table');
    const target = column === 'code' ? `${index}-quantity` : `${index + 1}-code`;
    const next = table?.querySelector<HTMLInputElement>(`[data-cell="${target}"]`);
    if (next) next.focus();
    else if (column === 'quantity') {
      onAppendRow();
      requestAnimationFrame(() => table?.querySelector<HTMLInputElement>(`[data-cell="${target}"]`)?.focus());
    }
  };
  return (
    <table className="lm-quick-grid" aria-label={t.gridLabel}>
      <thead>
        <tr>
          <th scope="col" className="lm-quick-grid__n">
            #
          </th>
          <th scope="col">{t.code}</th>
          <th scope="col" className="lm-quick-grid__qty">
            {t.quantity}
          </th>
          <th scope="col">{t.result}</th>
          <th scope="col" className="lm-quick-grid__remove">
            <span className="lm-sr-only">{t.removeColumn}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key} data-kind={row.result?.kind ?? ''}>
            <td className="lm-quick-grid__n">{index + 1}</td>
            <td className="lm-quick-grid__code">
              <input
                className="lm-input"
                aria-label={t.codeLabel(index + 1)}
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
                value={row.code}
                onChange={(event) => onEdit(row.key, { code: event.target.value })}
                onPaste={paste(index)}
                onKeyDown={enter(index, 'code')}
                data-cell={`${index}-code`}
              />
            </td>
            <td className="lm-quick-grid__qty">
              <input
                className="lm-input"
                aria-label={t.quantityLabel(index + 1)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                value={row.quantity}
                onChange={(event) => onEdit(row.key, { quantity: event.target.value })}
                onPaste={paste(index)}
                onKeyDown={enter(index, 'quantity')}
                data-cell={`${index}-quantity`}
              />
            </td>
            <td className="lm-quick-grid__result">
              {row.result ? (
                <QuickResultCell
                  result={row.result}
                  row={index + 1}
                  onPick={(option) => onPick(row, option)}
                  onQuantity={(quantity) => onQuantity(row, quantity)}
                />
              ) : null}
            </td>
            <td className="lm-quick-grid__remove">
              <button
                type="button"
                className="lm-link-button"
                aria-label={t.removeRow(index + 1)}
                onClick={() => onRemove(row.key)}
              >
                ×
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
