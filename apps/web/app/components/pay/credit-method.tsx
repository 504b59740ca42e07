import './credit-method.css';
import type { CreditRefusal, GetAnswer } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { displayYuan } from '@labmall/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api/browser';
import { ApiError, isFailure } from '../../lib/api/errors';
import { LongWindow } from './long-window';

type Quote = GetAnswer<'/pay/credit'>;
/** The server's text, and its figures when it refused for want of credit. */
type Refusal = { message: string } & Partial<CreditRefusal>;

const figureNames = [
  ['limit', '信用额度'],
  ['outstanding', '已用额度'],
  ['available', '可用额度'],
  ['payable', '本单应付'],
] as const;

/**
 * The /pay page's 账期支付 block: the member's limit, outstanding and available credit against the
 * order's payable, and a 账期支付 button (POST /pay/credit; the amount is the server's). A refusal
 * shows the server's figures. `onPaid` runs after the order is paid (the page moves to 完成).
 */
export function CreditMethod({
  number,
  onPaid,
  hold,
}: {
  number: string;
  onPaid: () => void | Promise<void>;
  /** 账期 pending a limit: the order may be held for days meanwhile (ADR 33). */
  hold: { days: number; chosen: boolean; payBy: string; onChosen: () => unknown };
}) {
  const [quote, setQuote] = useState<Quote | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.get('/pay/credit', { number }, { signal: controller.signal }).then(setQuote, (error: unknown) => {
      if (!(error instanceof ApiError && error.kind === 'cancelled')) setLoadFailed(true);
    });
    return () => controller.abort();
  }, [number]);

  const pay = async () => {
    setPaying(true);
    setRefusal(null);
    try {
      await api.post('/pay/credit', { number }, { fail: () => false });
      await onPaid();
    } catch (error) {
      if (isFailure(error, Code.CONFLICT)) {
        const figures = error.obj && 'limit' in error.obj ? error.obj : {};
        setRefusal({ message: error.message, ...figures });
      } else if (error instanceof ApiError) {
        setRefusal({ message: error.message });
      }
    } finally {
      setPaying(false);
    }
  };

  if (loadFailed) return <p className="lm-credit-method__note">账期信息加载失败，请刷新页面重试。</p>;
  if (!quote) return <p className="lm-credit-method__note">正在读取账期额度…</p>;
  if (!quote.opened) {
    return (
      <>
        <p className="lm-credit-method__note" data-testid="credit-closed">
          您尚未开通账期支付。企业与高校客户可联系客服申请信用额度。
        </p>
        <LongWindow number={number} method="credit" {...hold} />
      </>
    );
  }
  const shown: Record<(typeof figureNames)[number][0], string> = {
    limit: refusal?.limit ?? quote.limit,
    outstanding: refusal?.outstanding ?? quote.outstanding,
    available: refusal?.available ?? quote.available,
    payable: refusal?.payable ?? quote.payable,
  };
  return (
    <div className="lm-credit-method" data-testid="credit-method">
      <dl className="lm-credit-method__figures">
        {figureNames.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`credit-${key}`}>{displayYuan(shown[key])}</dd>
          </div>
        ))}
      </dl>
      {refusal ? (
        <p className="lm-credit-method__refusal" role="alert">
          {refusal.message}
        </p>
      ) : !quote.enough ? (
        <>
          <p className="lm-credit-method__refusal" role="status">
            可用额度不足以支付本单，请先<Link to="/user/bill">还款</Link>或选择其他支付方式。
          </p>
          <LongWindow number={number} method="credit" {...hold} />
        </>
      ) : null}
      <button
        type="button"
        className="lm-button lm-button--primary"
        disabled={paying || !quote.enough}
        onClick={() => void pay()}
      >
        {paying ? '正在支付…' : '账期支付'}
      </button>
    </div>
  );
}
