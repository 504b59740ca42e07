import { quickMessages } from '../components/quick-order/quick-messages';
import '../components/account/account.css';
import '../components/member-lists/member-lists.css';
import '../components/quick-order/quick-order.css';
import { QUICK_SHEET_MAX_BYTES } from '@labmall/contract/quick-limits';
import { linesFromTable, QUICK_ORDER_MAX_LINES, quickOrderMessages, splitPastedTable } from '@labmall/rules';
import { useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { AntdScope } from '../components/antd-scope';
import { useConfirm } from '../components/controls/confirm-dialog';
import { memberHeaders } from '../components/member-lists/load-page.server';
import { QuickGrid } from '../components/quick-order/quick-grid';
import {
  applyResults,
  buyableItems,
  editRow,
  emptyRow,
  emptyRows,
  GRID_ROWS,
  isFilled,
  pasteInto,
  type QuickRow,
} from '../components/quick-order/quick-rows';
import { sheetPieces } from '../components/quick-order/read-sheet';
import { api } from '../lib/api/browser';
import { cacheOrderList } from '../lib/order-list';
import { toastError, toastSuccess } from '../lib/ui/feedback';
import { pageTitle } from '../messages';
import type { Route } from './+types/quick';

const t = quickMessages;

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The buyer's main tool: type, paste or upload lines, have them checked in one call, fix what the
 * verdicts say (pick a pack size, take the suggested quantity), then put every good line into the
 * 采购单 or order them at once. A paste or an upload is checked as soon as it lands.
 */
function QuickOrder() {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [rows, setRowsState] = useState<QuickRow[]>(() => emptyRows(GRID_ROWS));
  const [busy, setBusy] = useState<'' | 'resolve' | 'upload' | 'act'>('');
  const current = useRef(rows);
  const fileInput = useRef<HTMLInputElement>(null);

  const setRows = (next: QuickRow[]) => {
    current.current = next;
    setRowsState(next);
  };

  /** Checks the filled rows among `target` (all by default); resolves with the grid as it is after. */
  const resolve = async (target: QuickRow[] = current.current): Promise<QuickRow[] | null> => {
    const sent = target.filter(isFilled).map(({ key, code, quantity }) => ({ key, code, quantity }));
    if (sent.length === 0) {
      toastError(t.nothing);
      return null;
    }
    if (sent.length > QUICK_ORDER_MAX_LINES) {
      toastError(quickOrderMessages.tooMany(sent.length));
      return null;
    }
    const answer = await api.post('/quick/resolve', {
      lines: sent.map(({ code, quantity }) => ({ code, quantity })),
    });
    const next = applyResults(current.current, sent, answer.lines);
    setRows(next);
    return next;
  };

  const work = async <T,>(kind: 'resolve' | 'upload' | 'act', task: () => Promise<T>) => {
    setBusy(kind);
    try {
      return await task();
    } catch {
      // The API client has shown why.
      return undefined;
    } finally {
      setBusy('');
    }
  };

  const pasteTable = (index: number, text: string) => {
    const table = linesFromTable(splitPastedTable(text));
    if (table.error !== undefined) return toastError(table.error);
    if (table.lines.length > QUICK_ORDER_MAX_LINES)
      return toastError(quickOrderMessages.tooMany(table.lines.length));
    const next = pasteInto(current.current, index, table.lines);
    setRows(next);
    toastSuccess(t.pasted(table.lines.length));
    void work('resolve', () => resolve(next));
  };

  const upload = (file: File) =>
    work('upload', async () => {
      const pieces = await sheetPieces(file);
      if (!pieces) return toastError(t.tooLarge(QUICK_SHEET_MAX_BYTES / 1024));
      const sheet = await api.post('/quick/sheet', { file_name: file.name, content: pieces });
      const next = pasteInto([], 0, sheet.lines);
      setRows(next);
      toastSuccess(t.loaded(sheet.lines.length, file.name));
      await resolve(next);
    });

  const resolveOne = (row: QuickRow, change: { code?: string; quantity?: string }) => {
    const next = editRow(current.current, row.key, change);
    setRows(next);
    void work('resolve', () => resolve(next.filter((r) => r.key === row.key)));
  };

  const addToCart = () =>
    work('act', async () => {
      const checked = await resolve();
      if (!checked) return;
      const items = buyableItems(checked);
      if (items.length === 0) return toastError(t.noneValid);
      await api.post('/user/cart/add', { items });
      const rest = checked.filter((row) => isFilled(row) && row.result?.kind !== 'found');
      setRows(rest.length ? [...rest, emptyRow()] : emptyRows(GRID_ROWS));
      toastSuccess(rest.length ? t.addedRest(items.length, rest.length) : t.added(items.length));
      // The header's badge is the root loader's count, and the root always revalidates.
      await revalidate();
    });

  const buyNow = () =>
    work('act', async () => {
      const checked = await resolve();
      if (!checked) return;
      const items = buyableItems(checked);
      if (items.length === 0) return toastError(t.noneValid);
      const rest = checked.filter((row) => isFilled(row) && row.result?.kind !== 'found').length;
      if (rest > 0 && !(await confirm({ content: t.partialOrder(items.length, rest) }))) return;
      cacheOrderList({ source: 3, items });
      await navigate('/order?source=3');
    });

  const filled = rows.filter(isFilled);
  const resolved = filled.filter((row) => row.result);
  const valid = resolved.filter((row) => row.result?.kind === 'found').length;

  return (
    <section aria-labelledby="quick-title" className="lm-panel lm-quick">
      <div className="lm-member-list__head">
        <h1 id="quick-title">{t.title}</h1>
        <div className="lm-quick__files">
          <a href="/quick/template.xlsx" download className="lm-button lm-button--link">
            {t.template}
          </a>
          <button
            type="button"
            className="lm-button lm-button--link"
            disabled={busy !== ''}
            onClick={() => fileInput.current?.click()}
          >
            {busy === 'upload' ? t.uploading : t.upload}
          </button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
      </div>
      <p className="lm-member-list__lead">{t.lead}</p>
      <QuickGrid
        rows={rows}
        onEdit={(key, change) => setRows(editRow(current.current, key, change))}
        onPasteTable={pasteTable}
        onRemove={(key) => {
          const rest = current.current.filter((row) => row.key !== key);
          setRows(rest.length ? rest : emptyRows(1));
        }}
        onPick={(row, option) => resolveOne(row, { code: option.sku })}
        onQuantity={(row, quantity) => resolveOne(row, { quantity: String(quantity) })}
        onAppendRow={() => setRows([...current.current, emptyRow()])}
      />
      <div className="lm-quick__grid-actions">
        <button
          type="button"
          className="lm-link-button"
          onClick={() => setRows([...current.current, ...emptyRows(GRID_ROWS)])}
        >
          {t.addRows}
        </button>
        <button
          type="button"
          className="lm-link-button"
          disabled={filled.length === 0 || busy !== ''}
          onClick={async () => {
            if (await confirm({ content: t.clearConfirm, danger: true })) setRows(emptyRows(GRID_ROWS));
          }}
        >
          {t.clear}
        </button>
      </div>
      <div className="lm-collect-bar lm-quick__bar">
        <p className="lm-collect-bar__sum lm-quick__summary" aria-live="polite">
          {resolved.length > 0 ? t.summary(valid, filled.length) : ''}
        </p>
        <button
          type="button"
          className="lm-button"
          disabled={busy !== ''}
          onClick={() => void work('resolve', () => resolve())}
        >
          {busy === 'resolve' ? t.resolving : t.resolve}
        </button>
        <button type="button" className="lm-button" disabled={busy !== ''} onClick={() => void addToCart()}>
          {t.addToCart}
        </button>
        <button
          type="button"
          className="lm-button lm-button--primary"
          disabled={busy !== ''}
          onClick={() => void buyNow()}
        >
          {t.buyNow}
        </button>
      </div>
    </section>
  );
}

/** /quick: quick order by 货号 or CAS, typed, pasted from a spreadsheet or uploaded as .xlsx. */
export default function QuickPage() {
  return (
    <AntdScope>
      <QuickOrder />
    </AntdScope>
  );
}
