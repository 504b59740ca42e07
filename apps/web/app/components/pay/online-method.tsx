import './online-method.css';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/browser';

type Result = 'none' | 'pending' | 'paid' | 'failed' | 'closed' | 'rejected' | 'refund_due';

/**
 * The /pay page's 在线支付 block: 去支付 opens (or reuses) the order's trade at the configured gateway and
 * sends the buyer there; back on /pay it asks for the result (the server queries the gateway when the
 * notify has not arrived yet) and reloads the page's data once the order is paid.
 */
export function OnlineMethod({ number, onPaid }: { number: string; onPaid: () => unknown }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>('none');

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per order number, on arrival.
  useEffect(() => {
    const controller = new AbortController();
    api
      .get('/pay/online/status', { number }, { signal: controller.signal, fail: () => false })
      .then((status) => {
        setResult(status.payment);
        if (status.payment === 'paid') void onPaid();
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [number]);

  async function pay() {
    setBusy(true);
    try {
      const { url } = await api.post('/pay/online', { number });
      window.location.assign(url);
    } catch {
      setBusy(false);
    }
  }

  if (result === 'paid') {
    return (
      <div className="lm-online-pay">
        <p
          className="lm-online-pay__result lm-online-pay__result--paid"
          role="status"
          data-testid="online-result"
        >
          支付成功，订单已付款。
        </p>
      </div>
    );
  }
  return (
    <div className="lm-online-pay">
      {result === 'failed' || result === 'closed' ? (
        <p
          className="lm-online-pay__result lm-online-pay__result--failed"
          role="status"
          data-testid="online-result"
        >
          上次在线支付未成功，订单仍待付款，可重新支付。
        </p>
      ) : null}
      <p className="lm-pay-method__intro">点击“去支付”跳转到支付页面完成付款，付款后自动返回本页。</p>
      <button
        type="button"
        className="lm-button lm-button--primary lm-online-pay__button"
        onClick={pay}
        disabled={busy}
      >
        {busy ? '正在跳转…' : '去支付'}
      </button>
    </div>
  );
}
