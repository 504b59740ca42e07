import { displayYuan, formatYuan, yuanToFen } from '@labmall/rules';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastError, toastSuccess } from '../../lib/ui/feedback';
import type { OrderState } from '../orders/order-messages';
import { emptyText } from './empty-text';
import type { StaffRefund } from './finance/refund-actions';
import { refundColumns } from './finance/refund-columns';
import { FormDialog } from './form-dialog';
import { Descriptions, Input, Table } from './kit';
import { refundAmount } from './refund-amount';
import { useMay } from './use-may';
import { WholeRefundDialog } from './whole-refund-dialog';

/**
 * An order's 退款 on its console page: each refund (state, way, amount, reason, the gateway's failure),
 * what can still go back (`refundable`), and 部分退款 for staff holding `orders.refund`.
 */
export function OrderRefunds({
  number,
  state,
  refunds,
  refundable,
}: {
  number: string;
  state: OrderState;
  refunds: StaffRefund[];
  refundable: string;
}) {
  const may = useMay();
  // An order never paid has nothing to show here.
  if (refunds.length === 0 && (yuanToFen(refundable) ?? 0) === 0 && state !== 'completed') return null;
  // The API refunds any order that was paid (whatever its state now) while something is left of it.
  const grantable = state !== 'pending_payment' && (yuanToFen(refundable) ?? 0) > 0 && may('orders.refund');
  const whole = state === 'completed' && may('orders.refund');
  return (
    <section className="lm-console__panel" aria-labelledby="refunds-title">
      <h2 id="refunds-title">退款</h2>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[{ key: 'refundable', label: '可退金额', children: displayYuan(refundable) }]}
      />
      {grantable || whole ? (
        <div className="lm-console__actions">
          {grantable ? <GrantDialog number={number} refundable={refundable} /> : null}
          {whole ? <WholeRefundDialog number={number} /> : null}
        </div>
      ) : null}
      <Table
        rowKey="id"
        dataSource={refunds}
        pagination={false}
        scroll={{ x: 900 }}
        locale={emptyText('暂无退款')}
        columns={refundColumns}
      />
    </section>
  );
}

/** 部分退款: an amount (元, at most what is refundable) and a reason the buyer sees, refunded the way it was paid. */
function GrantDialog({ number, refundable }: { number: string; refundable: string }) {
  const uid = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const checked = refundAmount(amount, refundable);
  // Said under the field once something is typed; 保存 stays off until the amount and a reason are given.
  const amountProblem = amount.trim() !== '' && 'problem' in checked ? checked.problem : '';

  async function save() {
    if ('problem' in checked) return toastError(checked.problem);
    const fen = checked.fen;
    setBusy(true);
    try {
      const { list } = await api.post('/admin/refunds/grant', {
        number,
        amount: formatYuan(fen),
        reason: reason.trim(),
      });
      const total = list.reduce((sum, row) => sum + (yuanToFen(row.amount) ?? 0), 0);
      toastSuccess(`已提交退款 ${displayYuan(formatYuan(total))}，按原付款方式退回`);
      setOpen(false);
      await revalidate();
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      label="部分退款"
      primary
      onOpen={() => {
        setAmount('');
        setReason('');
        setOpen(true);
      }}
      title={`部分退款：订单 ${number}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={'fen' in checked && reason.trim() !== ''}
    >
      <p>
        按原付款方式退回：在线支付经支付通道，账期退回额度，对公转账由财务打款。订单状态不变，可退{' '}
        {displayYuan(refundable)}。
      </p>
      <div>
        <label htmlFor={`${uid}-amount`}>金额（元）</label>
        <Input
          id={`${uid}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          maxLength={12}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={amountProblem ? `${uid}-amount-problem` : undefined}
        />
        {amountProblem ? (
          <p id={`${uid}-amount-problem`} className="lm-console__error">
            {amountProblem}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${uid}-reason`}>原因（会员可见）</label>
        <Input.TextArea
          id={`${uid}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          rows={3}
        />
      </div>
    </FormDialog>
  );
}
