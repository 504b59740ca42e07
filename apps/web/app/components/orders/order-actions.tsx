import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { useConfirm } from '../controls/confirm-dialog';
import { orderMessages as t } from './order-messages';

type Detail = GetAnswer<'/user/order/detail'>;
type Skipped = { name: string; reason: string }[];

/** The states in which goods were paid for, so the buyer may ask for 售后 (the API decides per line). */
const AFTERSALE_STATES: ReadonlySet<Detail['state']> = new Set(['paid', 'shipped', 'completed']);

/**
 * The buttons the server says apply to the order now (`actions`): 取消订单, 去支付, 确认收货, 再次购买;
 * and 申请售后 once the order is paid.
 * A refused call (the order moved meanwhile) is toasted by the API client; the page then reloads.
 */
export function OrderActions({ order }: { order: Detail }) {
  const confirm = useConfirm();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [rebought, setRebought] = useState<{ added: number; skipped: Skipped } | null>(null);
  const number = order.number;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The client has shown why; the order may have moved, so show it as it is now.
      await revalidate();
    } finally {
      setBusy(false);
    }
  };

  const cancel = () =>
    run(async () => {
      if (!(await confirm({ content: t.confirmCancel, danger: true }))) return;
      await api.post('/user/order/cancel', { number });
      toastSuccess(t.cancelled);
      await revalidate();
    });

  const receive = () =>
    run(async () => {
      if (!(await confirm({ content: t.confirmReceipt }))) return;
      await api.post('/user/order/confirm', { number });
      toastSuccess(t.received);
      await revalidate();
    });

  const rebuy = () =>
    run(async () => {
      const answer = await api.post('/user/order/rebuy', { number });
      toastSuccess(t.rebuyDone(answer.added));
      setRebought({ added: answer.added, skipped: answer.skipped });
    });

  const { actions } = order;
  return (
    <div className="lm-order-actions">
      <div className="lm-order-actions__buttons">
        {actions.pay ? (
          <Link className="lm-button lm-button--primary" to={`/pay?number=${encodeURIComponent(number)}`}>
            {t.actions.pay}
          </Link>
        ) : null}
        {actions.confirm ? (
          <button
            type="button"
            className="lm-button lm-button--primary"
            disabled={busy}
            onClick={() => void receive()}
          >
            {t.actions.confirm}
          </button>
        ) : null}
        {actions.rebuy ? (
          <button type="button" className="lm-button" disabled={busy} onClick={() => void rebuy()}>
            {t.actions.rebuy}
          </button>
        ) : null}
        {AFTERSALE_STATES.has(order.state) ? (
          <Link className="lm-button" to={`/user/aftersale/apply?number=${encodeURIComponent(number)}`}>
            {t.actions.aftersale}
          </Link>
        ) : null}
        {actions.cancel ? (
          <button type="button" className="lm-button" disabled={busy} onClick={() => void cancel()}>
            {t.actions.cancel}
          </button>
        ) : null}
      </div>
      {rebought ? (
        <div className="lm-order-actions__note" role="status">
          <p>
            {t.rebuyDone(rebought.added)}，
            <Link to="/cart" className="lm-text-link">
              {t.toCart}
            </Link>
          </p>
          {rebought.skipped.length > 0 ? (
            <p>{t.rebuySkipped(rebought.skipped.map((s) => `${s.name}（${s.reason}）`).join('、'))}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
