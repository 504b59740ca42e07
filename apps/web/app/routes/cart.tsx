import '../components/account/account.css';
import '../components/member-lists/member-lists.css';
import '../components/cart/cart.css';
import { useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { AntdScope } from '../components/antd-scope';
import { CartBar } from '../components/cart/cart-bar';
import { CartRow } from '../components/cart/cart-row';
import type { CartLine, CartList } from '../components/cart/types';
import { useConfirm } from '../components/controls/confirm-dialog';
import { PurchaseSteps } from '../components/controls/purchase-steps';
import { memberHeaders } from '../components/member-lists/load-page.server';
import { api } from '../lib/api/browser';
import { apiContext } from '../lib/context.server';
import { cacheOrderList } from '../lib/order-list';
import { toastSuccess } from '../lib/ui/feedback';
import { messages, pageTitle } from '../messages';
import type { Route } from './+types/cart';

const t = messages.cart;

export async function loader({ context }: Route.LoaderArgs) {
  return { cart: await context.get(apiContext).get('/user/cart/list') };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

function CartEmpty() {
  return (
    <div className="lm-cart-empty">
      <strong className="lm-member-list__empty">{t.empty}</strong>
      <span className="lm-member-list__hint">
        <Link to="/list" className="lm-button lm-button--primary">
          {t.browse}
        </Link>
        <span>
          {t.emptyHint}
          <Link to="/quick" className="lm-text-link">
            {t.quickLink}
          </Link>
          {t.emptyHintAfter}
        </span>
      </span>
    </div>
  );
}

/**
 * Every change is one call, then the page's data (and the root's, with the header badge) is loaded again:
 * prices, totals and what changed are always the server's. A quantity shows at once while it is saved;
 * saves of one line go one after another, so the last click is the quantity kept.
 */
function Cart({ cart }: { cart: CartList }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState<ReadonlyMap<number, number>>(() => new Map());
  const chains = useRef(new Map<number, Promise<unknown>>());
  // A tick shows at once; the server's answer (the next loader data) replaces it.
  const [ticked, setTicked] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const [seen, setSeen] = useState(cart);
  if (seen !== cart) {
    setSeen(cart);
    setTicked(new Map());
  }

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) toastSuccess(done);
    } catch {
      // The API client has shown why.
    } finally {
      await revalidate();
      setBusy(false);
    }
  };

  const setQuantity = (line: CartLine, quantity: number) => {
    setTyped((current) => new Map(current).set(line.sku_id, quantity));
    const previous = chains.current.get(line.sku_id) ?? Promise.resolve();
    const next = previous
      .then(() => api.post('/user/cart/edit', { sku_id: line.sku_id, quantity }))
      .catch(() => {})
      .then(() => revalidate())
      .then(() => {
        if (chains.current.get(line.sku_id) !== next) return;
        setTyped((current) => {
          const rest = new Map(current);
          rest.delete(line.sku_id);
          return rest;
        });
      });
    chains.current.set(line.sku_id, next);
  };

  const remove = async (ids: number[], question: string, call: () => Promise<unknown>) => {
    if (ids.length === 0 || !(await confirm({ content: question, danger: true }))) return;
    await run(call, t.removed);
  };

  const lines = cart.list.map((line) => {
    const tick = ticked.get(line.sku_id);
    return tick === undefined ? line : { ...line, selected: tick };
  });
  const selectedIds = lines.filter((line) => line.selected).map((line) => line.sku_id);

  const checkout = async () => {
    await Promise.all(chains.current.values());
    cacheOrderList({ source: 2 });
    await navigate('/order?source=2');
  };

  return (
    <section aria-labelledby="cart-title" className="lm-panel lm-cartpage">
      <div className="lm-member-list__head">
        <h1 id="cart-title">{t.title}</h1>
        <Link to="/quick" className="lm-button lm-button--link">
          {t.quick}
        </Link>
      </div>
      <PurchaseSteps current={0} />
      {lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <>
          <ul className="lm-cartpage__lines" aria-label={t.listLabel}>
            {lines.map((line) => (
              <CartRow
                key={line.sku_id}
                line={line}
                quantity={typed.get(line.sku_id) ?? line.quantity}
                busy={busy}
                onSelect={(selected) => {
                  setTicked((current) => new Map(current).set(line.sku_id, selected));
                  void run(() => api.post('/user/cart/select', { sku_ids: [line.sku_id], selected }));
                }}
                onQuantity={(quantity) => setQuantity(line, quantity)}
                onRemove={() =>
                  void remove([line.sku_id], t.removeConfirm(line.name), () =>
                    api.post('/user/cart/delete', { sku_ids: [line.sku_id] }),
                  )
                }
              />
            ))}
          </ul>
          <CartBar
            summary={cart.summary}
            allSelected={selectedIds.length === lines.length}
            busy={busy}
            onToggleAll={(selected) => {
              setTicked(new Map(lines.map((line) => [line.sku_id, selected])));
              void run(() => api.post('/user/cart/select_all', { selected }));
            }}
            onRemoveSelected={() =>
              void remove(selectedIds, t.removeSelectedConfirm(selectedIds.length), () =>
                api.post('/user/cart/delete_selected'),
              )
            }
            onCollectSelected={async () => {
              if (!(await confirm({ content: t.toCollectConfirm(selectedIds.length) }))) return;
              await run(() => api.post('/user/cart/collect_selected'), t.movedToCollect(selectedIds.length));
            }}
            onCheckout={() => void checkout()}
          />
        </>
      )}
    </section>
  );
}

/** /cart: the member's 采购单, checked against today's catalogue on every load. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <Cart cart={loaderData.cart} />
    </AntdScope>
  );
}
