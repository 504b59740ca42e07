import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { FormDialog } from './form-dialog';
import { Input } from './kit';

/**
 * 整单退款 of a completed order (`/admin/orders/refund`): the order is cancelled, what is left of its
 * payment goes back the way it came, the points it earned are taken back; the goods stay with the buyer.
 */
export function WholeRefundDialog({ number }: { number: string }) {
  const uid = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');

  async function save() {
    setBusy(true);
    try {
      await api.post('/admin/orders/refund', { number, reason: reason.trim() });
      toastSuccess('已整单退款，订单已取消，款项按原付款方式退回');
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
      label="整单退款"
      primary={false}
      onOpen={() => {
        setReason('');
        setOpen(true);
      }}
      title={`整单退款：订单 ${number}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={reason.trim() !== ''}
    >
      <p>
        订单将变为已取消，尚未退的款项全部按原付款方式退回，并扣回该订单获得的积分；库存不退回（货物在买家处，退货请走售后）。
      </p>
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
