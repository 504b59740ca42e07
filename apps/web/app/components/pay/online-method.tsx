import './online-method.css';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';

type Result = 'none' | 'pending' | 'paid' | 'failed' | 'closed' | 'rejected';

/**
 * The /pay page's 在线支付 block: 去支付 opens (or reuses) the order's trade at the configured gateway and
 * sends the buyer there; back on /pay it asks for the result (the server queries the gateway when the
 * notify has not arrived yet) and reloads the page's data once the order is paid.
 */
export function OnlineMethod({ number, unpaid = true }: { number: string; unpaid?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>('none');
  const revalidator = useRevalidator();

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per order number, on arrival.
  useEffect(() => {
    const controller = new AbortController();
    api
      .get('/pay/online/status', { number }, { signal: controller.signal, fail: () => false })
      .then((status) => {
        setResult(status.payment);
        if (status.payment === 'paid' && unpaid) void revalidator.revalidate();
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
      <section className="lm-online-pay" aria-labelledby="online-pay-title">
        <h2 id="online-pay-title">在线支付</h2>
        <p
          className="lm-online-pay__result lm-online-pay__result--paid"
          role="status"
          data-testid="online-result"
        >
          支付成功，订单已付款。
        </p>
      </section>
    );
  }
  if (!unpaid) return null;
  return (
    <section className="lm-online-pay" aria-labelledby="online-pay-title">
      <h2 id="online-pay-title">在线支付</h2>
      {result === 'failed' || result === 'closed' ? (
        <p
          className="lm-online-pay__result lm-online-pay__result--failed"
          role="status"
          data-testid="online-result"
        >
          上次在线支付未成功，订单仍待付款，可重新支付。
        </p>
      ) : null}
      <p>跳转到支付页面完成付款，付款后自动返回本页。</p>
      <button
        type="button"
        className="lm-button lm-button--primary lm-online-pay__button"
        onClick={pay}
        disabled={busy}
      >
        {busy ? '正在跳转…' : '去支付'}
      </button>
    </section>
  );
}
