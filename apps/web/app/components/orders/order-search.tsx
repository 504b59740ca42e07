import { Form, Link } from 'react-router';
import { orderMessages as t } from './order-messages';
import type { OrderTab } from './order-tabs';

/** A plain GET form (works before hydration): ?q=… within the current tab. */
export function OrderSearch({ q, state }: { q: string; state: OrderTab }) {
  return (
    <Form method="get" action="/user/order" role="search" className="lm-order-search">
      {state !== 'all' ? <input type="hidden" name="state" value={state} /> : null}
      <label htmlFor="order-q" className="lm-sr-only">
        {t.search}
      </label>
      <input
        id="order-q"
        name="q"
        type="search"
        className="lm-input"
        defaultValue={q}
        maxLength={64}
        placeholder={t.searchPlaceholder}
      />
      <button type="submit" className="lm-button lm-button--primary">
        {t.searchButton}
      </button>
      {q ? (
        <Link to={state === 'all' ? '/user/order' : `/user/order?state=${state}`} className="lm-text-link">
          {t.clearSearch}
        </Link>
      ) : null}
    </Form>
  );
}
