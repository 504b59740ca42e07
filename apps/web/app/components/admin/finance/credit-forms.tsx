import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastSuccess } from '../../../lib/ui/feedback';
import { Button, Input, InputNumber } from '../kit';

const YUAN = /^-?\d{1,10}(\.\d{1,2})?$/;

/** 设置额度: the limit (元), the statement day (1–28) and the days to repay after it. */
export function CreditTermsForm(props: {
  userId: number;
  limit: string;
  statementDay: number;
  dueDays: number;
}) {
  const { revalidate } = useRevalidator();
  const [limit, setLimit] = useState(props.limit);
  const [statementDay, setStatementDay] = useState<number | null>(props.statementDay);
  const [dueDays, setDueDays] = useState<number | null>(props.dueDays);
  const [busy, setBusy] = useState(false);
  const valid =
    YUAN.test(limit.trim()) && !limit.trim().startsWith('-') && statementDay !== null && dueDays !== null;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await api.post('/admin/credit/set', {
        user_id: props.userId,
        limit: limit.trim(),
        statement_day: statementDay,
        due_days: dueDays,
      });
      toastSuccess('账期额度已保存');
      await revalidate();
    } catch {
      // The client has said why (toast).
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="lm-console__panel" aria-labelledby="terms-title">
      <h2 id="terms-title">设置额度</h2>
      <form className="lm-console__filters" onSubmit={save}>
        <div className="lm-console__field">
          <label htmlFor="f-limit">信用额度（元）</label>
          <Input id="f-limit" value={limit} onChange={(e) => setLimit(e.target.value)} maxLength={14} />
        </div>
        <div className="lm-console__field">
          <label htmlFor="f-statement-day">每月出账日（1–28）</label>
          <InputNumber
            id="f-statement-day"
            min={1}
            max={28}
            precision={0}
            value={statementDay}
            onChange={setStatementDay}
          />
        </div>
        <div className="lm-console__field">
          <label htmlFor="f-due-days">出账后还款天数</label>
          <InputNumber
            id="f-due-days"
            min={0}
            max={180}
            precision={0}
            value={dueDays}
            onChange={setDueDays}
          />
        </div>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit" loading={busy} disabled={!valid}>
            保存额度
          </Button>
        </div>
      </form>
      {limit.trim() && !YUAN.test(limit.trim()) ? (
        <p role="alert" className="lm-console__error">
          额度须为金额，最多两位小数
        </p>
      ) : null}
    </section>
  );
}

/** 调整: moves what the member owes by an amount (+ more, − less), with a reason the member sees. */
export function CreditAdjustForm({ userId }: { userId: number }) {
  const { revalidate } = useRevalidator();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const amountOk = YUAN.test(amount.trim()) && Number(amount) !== 0;

  async function adjust(event: React.FormEvent) {
    event.preventDefault();
    if (!amountOk || !reason.trim()) return;
    setBusy(true);
    try {
      await api.post('/admin/credit/adjust', {
        user_id: userId,
        amount: amount.trim(),
        reason: reason.trim(),
      });
      toastSuccess('已调整欠款，并记入明细');
      setAmount('');
      setReason('');
      await revalidate();
    } catch {
      // The client has said why (toast).
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="lm-console__panel" aria-labelledby="adjust-title">
      <h2 id="adjust-title">调整欠款</h2>
      <form className="lm-console__filters" onSubmit={adjust}>
        <div className="lm-console__field">
          <label htmlFor="f-amount">调整金额（元，正数增加欠款，负数减少）</label>
          <Input id="f-amount" value={amount} onChange={(e) => setAmount(e.target.value)} maxLength={14} />
        </div>
        <div className="lm-console__field">
          <label htmlFor="f-adjust-reason">调整原因（会员可见）</label>
          <Input
            id="f-adjust-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={200}
            style={{ width: 320, maxWidth: '100%' }}
          />
        </div>
        <div className="lm-console__filter-actions">
          <Button htmlType="submit" loading={busy} disabled={!amountOk || !reason.trim()}>
            调整
          </Button>
        </div>
      </form>
    </section>
  );
}
