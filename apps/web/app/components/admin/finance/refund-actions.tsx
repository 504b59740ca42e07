import type { GetAnswer } from '@labmall/contract';
import { refundStateLabels } from '@labmall/contract/refund-choices';
import { displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { UploadField } from '../../upload/upload-field';
import type { UploadedFile } from '../../upload/upload-items';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../../upload/upload-rules';
import { FormDialog } from '../form-dialog';
import { Button, Popconfirm } from '../kit';
import { useMay } from '../use-may';

/** A refund as staff see it, on 退款管理 and on the order's page alike. */
export type StaffRefund = GetAnswer<'/admin/refunds'>['list'][number];

const RECEIPT_TYPES = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS];

/**
 * What can be done with one refund, by whom: a transfer refund waiting for finance gets 登记打款
 * (`finance.refund_payout`), a failed online one 重试 (`orders.refund`); others none.
 */
export function RefundActions({ refund }: { refund: StaffRefund }) {
  const may = useMay();
  if (refund.method === 'transfer' && refund.state === 'processing' && may('finance.refund_payout')) {
    return <PayoutButton refund={refund} />;
  }
  if (refund.method === 'online' && refund.state === 'failed' && may('orders.refund')) {
    return <RetryButton refund={refund} />;
  }
  return null;
}

/** 登记打款: the bank's receipt through 财务's upload pair, then the refund is paid out. */
function PayoutButton({ refund }: { refund: StaffRefund }) {
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<UploadedFile[]>([]);

  async function save() {
    if (!receipt[0]) return toastError('请上传银行打款回单');
    setBusy(true);
    try {
      await api.post('/admin/refunds/payout', { id: refund.id, voucher: receipt[0].filePath });
      toastSuccess(`已登记打款，订单 ${refund.order_number} 的退款 ${displayYuan(refund.amount)} 已完成`);
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
      label="登记打款"
      primary={false}
      onOpen={() => {
        setReceipt([]);
        setOpen(true);
      }}
      title={`登记打款：订单 ${refund.order_number}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={receipt.length > 0}
    >
      <p>
        向{refund.company || '会员'}转账退回 <strong>{displayYuan(refund.amount)}</strong>
        后，上传银行打款回单（图片或 PDF，10MB 以内）。登记后退款即为{refundStateLabels.succeeded}
        ，并通知会员。
      </p>
      <div>
        打款回单
        <UploadField
          staff="finance"
          purpose="voucher"
          accept={RECEIPT_TYPES}
          maxCount={1}
          value={receipt}
          onChange={setReceipt}
        />
      </div>
    </FormDialog>
  );
}

/** 重试: the same refund asked of the gateway again (the same request number: refunded at most once). */
function RetryButton({ refund }: { refund: StaffRefund }) {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      // The gateway is asked once the retry has committed: the list read again shows its answer.
      const { state } = await api.post('/admin/refunds/retry', { id: refund.id });
      if (state === 'failed') toastError('支付通道仍未受理这笔退款，请查看失败原因');
      else toastSuccess('已重新提交退款，结果见列表中的状态');
      await revalidate();
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popconfirm
      title={`重新向支付通道提交订单 ${refund.order_number} 的退款 ${displayYuan(refund.amount)}？`}
      okText="重试"
      cancelText="取消"
      onConfirm={retry}
    >
      <Button type="link" loading={busy}>
        重试
      </Button>
    </Popconfirm>
  );
}
