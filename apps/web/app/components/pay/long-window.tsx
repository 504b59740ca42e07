import { chinaMinute } from '@labmall/rules';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';

const asks = {
  transfer: {
    why: (days: number) => `单位对公转账需财务审批？选择对公转账后，订单保留 ${days} 天，库存为您保留。`,
    button: '选择对公转账',
  },
  credit: {
    why: (days: number) => `正在申请账期额度？订单可为您保留 ${days} 天，额度开通后即可用账期支付。`,
    button: '保留订单，等待额度',
  },
} as const;

/**
 * The long pay window (ADR 33): a purchasing office's transfer or credit needs days, not minutes. Once
 * chosen the block says until when the order is held; before, it offers to hold it (POST /pay/window).
 */
export function LongWindow({
  number,
  method,
  days,
  chosen,
  payBy,
  onChosen,
}: {
  number: string;
  method: 'transfer' | 'credit';
  days: number;
  chosen: boolean;
  payBy: string;
  onChosen: () => unknown;
}) {
  const [busy, setBusy] = useState(false);
  if (chosen) {
    return (
      <p className="lm-pay-window" data-testid="pay-window-note">
        订单已为您保留至 <strong>{chinaMinute(payBy)}</strong>，请在此前完成付款；到期前一天我们会短信提醒您。
      </p>
    );
  }
  const choose = async () => {
    setBusy(true);
    try {
      const done = await api.post('/pay/window', { number, method });
      toastSuccess(`付款期限已延长至 ${chinaMinute(done.pay_by)}`);
      await onChosen();
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="lm-pay-window">
      {asks[method].why(days)}
      <button type="button" className="lm-button" disabled={busy} onClick={() => void choose()}>
        {busy ? '正在处理…' : asks[method].button}
      </button>
    </p>
  );
}
