import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import { useCallback, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { useConfirm } from '../../components/controls/confirm-dialog';
import { PagingList } from '../../components/controls/paging-list';
import { CollectRow } from '../../components/member-lists/collect-row';
import {
  cartItems,
  keepPresent,
  quantityOf,
  selectable,
  selectedTotalFen,
  toggleAll,
} from '../../components/member-lists/collect-selection';
import { CollectEmpty, CollectToolbar } from '../../components/member-lists/collect-toolbar';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import type { CollectEntry } from '../../components/member-lists/types';
import { useQuantitySaver } from '../../components/member-lists/use-quantity-saver';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import { messages, pageTitle } from '../../messages';
import type { Route } from './+types/collect';

const t = messages.memberLists.collect;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  return { page: await loadMemberPage(request, (params) => api.get('/user/collect/list', params)) };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

function CollectList({ page }: Route.ComponentProps['loaderData']) {
  const confirm = useConfirm();
  const { revalidate } = useRevalidator();
  const rows = page.list;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [busy, setBusy] = useState(false);

  // New loader data (a reload, another page): the server's quantities stand, gone rows leave the selection.
  const [seenRows, setSeenRows] = useState(rows);
  if (seenRows !== rows) {
    setSeenRows(rows);
    setQuantities(new Map());
    setSelected(keepPresent(rows, selected));
  }

  const reload = useCallback(() => void revalidate(), [revalidate]);
  const saver = useQuantitySaver(reload);

  const setQuantity = (entry: CollectEntry, quantity: number) => {
    setQuantities((current) => new Map(current).set(entry.id, quantity));
    saver.save(entry.id, quantity);
  };

  const select = (entry: CollectEntry, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(entry.id);
      else next.delete(entry.id);
      return next;
    });

  const removeIds = async (ids: number[], question: string) => {
    if (ids.length === 0 || !(await confirm({ content: question, danger: true }))) return;
    await saver.flush();
    await api.post('/user/collect/delete', { ids });
    toastSuccess(t.removed);
    await revalidate();
  };

  const addToCart = async () => {
    const items = cartItems(rows, selected, quantities);
    if (items.length === 0) return;
    setBusy(true);
    try {
      await saver.flush();
      await api.post('/user/cart/add', { items });
      toastSuccess(t.addedToCart);
      // The header's badge is the root loader's cartCount, and the root always revalidates.
      await revalidate();
    } finally {
      setBusy(false);
    }
  };

  const selectableRows = rows.filter(selectable);
  const chosen = [...selected].filter((id) => rows.some((entry) => entry.id === id));

  return (
    <section aria-labelledby="collect-title" className="lm-panel lm-member-list">
      <div className="lm-member-list__head">
        <h1 id="collect-title">{t.title}</h1>
        <Link to="/user/collect/item" className="lm-button lm-button--link">
          {t.addBySku}
        </Link>
      </div>
      <PagingList
        mode="paging"
        initial={page}
        label={t.listLabel}
        itemKey={(entry) => entry.id}
        emptyHint={<CollectEmpty />}
        renderItem={(entry) => (
          <CollectRow
            entry={entry}
            quantity={quantityOf(entry, quantities)}
            selected={selected.has(entry.id)}
            onSelect={(on) => select(entry, on)}
            onQuantity={(quantity) => setQuantity(entry, quantity)}
            onRemove={() => void removeIds([entry.id], t.removeConfirm(entry.name)).catch(() => {})}
          />
        )}
      />
      {rows.length > 0 ? (
        <CollectToolbar
          allSelected={selectableRows.length > 0 && selectableRows.every((entry) => selected.has(entry.id))}
          anySelectable={selectableRows.length > 0}
          count={chosen.length}
          totalFen={selectedTotalFen(rows, selected, quantities)}
          busy={busy}
          onToggleAll={() => setSelected(toggleAll(rows, selected))}
          onRemoveSelected={() =>
            void removeIds(chosen, t.removeSelectedConfirm(chosen.length)).catch(() => {})
          }
          onAddToCart={() => void addToCart().catch(() => {})}
        />
      ) : null}
    </section>
  );
}

/** /user/collect: the frequent-purchase list (常购清单), current prices and stock, into the cart. */
export default function CollectPage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <CollectList {...loaderData} />
    </AntdScope>
  );
}
