import type { GetAnswer } from '@labmall/contract';
import { displayYuan } from '@labmall/rules';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { LmForm } from '../../lib/ui/lm-form';
import { showServerFieldErrors } from '../account/form-errors';
import { useConfirm } from '../controls/confirm-dialog';
import { UploadField } from '../upload/upload-field';
import type { UploadedFile } from '../upload/upload-items';
import { IMAGE_EXTENSIONS } from '../upload/upload-rules';
import { BankAccountRows } from './bank-account-rows';
import { LongWindow } from './long-window';

type PayOrder = GetAnswer<'/pay/order'>;

const VOUCHER_TYPES = [...IMAGE_EXTENSIONS, 'pdf'] as const;

const WITHDRAW_QUESTION =
  '撤回后本次转账凭证作废，订单回到待付款，可改用其他方式付款。如已汇款，请勿撤回，我们核对到账后会尽快确认。确定撤回凭证吗？';

/**
 * 对公转账: the shop's account and the order number to quote, then the voucher through the upload
 * control. Once sent the order waits as 待确认 until an operator confirms the money arrived; 撤回凭证 is
 * the one way to pay otherwise meanwhile (ADR 33). An open online trade is cancelled before a voucher
 * can be sent (`onPaid` when the gateway had taken the money after all).
 */
export function TransferMethod({
  order,
  onSent,
  onPaid,
}: {
  order: PayOrder;
  onSent: () => Promise<void>;
  onPaid: () => void;
}) {
  const [form] = Form.useForm<{ voucher?: UploadedFile[] }>();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const { bank, transfer } = order;

  const withdraw = async () => {
    if (!(await confirm({ content: WITHDRAW_QUESTION, danger: true }))) return;
    setBusy(true);
    try {
      await api.post('/pay/transfer/withdraw', { number: order.number });
      toastSuccess('转账凭证已撤回，可选择其他支付方式');
    } catch {
      // The client has shown why (an operator confirmed it meanwhile…); show the order as it is now.
    } finally {
      setBusy(false);
      await onSent();
    }
  };

  const cancelOnline = async () => {
    setBusy(true);
    try {
      const done = await api.post('/pay/online/cancel', { number: order.number });
      if (done.state === 'paid') {
        toastSuccess('在线支付已到账，订单已付款');
        onPaid();
        return;
      }
      toastSuccess('在线支付已取消，可提交转账凭证');
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
    await onSent();
  };

  const send = async (values: { voucher?: UploadedFile[] }) => {
    setSending(true);
    try {
      await api.post('/pay/transfer', { number: order.number, voucher: values.voucher?.[0]?.filePath ?? '' });
      toastSuccess('转账凭证已提交，等待确认');
      await onSent();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="lm-pay-transfer">
      <p className="lm-pay-method__intro">
        请通过单位对公账户向以下账户转账 <strong>{displayYuan(order.payable)}</strong>
        ，并在转账附言（用途）中注明订单号。
      </p>
      <dl className="lm-pay__facts lm-pay-transfer__bank" aria-label="收款账户">
        <BankAccountRows bank={bank} accountTestId="transfer-account" />
        <div>
          <dt>附言（订单号）</dt>
          <dd className="lm-pay-transfer__account" data-testid="transfer-reference">
            {order.number}
          </dd>
        </div>
      </dl>
      {order.awaiting_transfer ? (
        <>
          <Alert
            type="info"
            showIcon
            data-testid="transfer-awaiting"
            message="待确认"
            description="转账凭证已提交，我们核对到账后会尽快确认，确认后订单即转为待发货。"
            style={{ marginBottom: 16 }}
          />
          <p className="lm-pay-method__intro">
            凭证传错了，或想改用其他方式付款？请先撤回凭证。已确认到账的转账不能撤回。
          </p>
          <button type="button" className="lm-button" disabled={busy} onClick={() => void withdraw()}>
            {busy ? '正在撤回…' : '撤回凭证'}
          </button>
        </>
      ) : order.online_open ? (
        <>
          <Alert
            type="warning"
            showIcon
            data-testid="transfer-online-open"
            message="您有一笔在线支付尚未完成"
            description="为避免重复付款，提交转账凭证前请先取消在线支付。如您已在支付页面付款，取消时将自动确认到账。"
            style={{ marginBottom: 16 }}
          />
          <button type="button" className="lm-button" disabled={busy} onClick={() => void cancelOnline()}>
            {busy ? '正在取消…' : '取消在线支付'}
          </button>
        </>
      ) : (
        <>
          <LongWindow
            number={order.number}
            method="transfer"
            days={order.long_window_days}
            chosen={order.pay_window === 'transfer'}
            payBy={order.pay_by}
            onChosen={onSent}
          />
          {transfer?.state === 'rejected' ? (
            <Alert
              type="warning"
              showIcon
              data-testid="transfer-rejected"
              message="上次提交的转账凭证未通过确认"
              description={`原因：${transfer.reason}。请核对后重新上传凭证。`}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <LmForm form={form} layout="vertical" onFinish={(values) => void send(values)} requiredMark={false}>
            <Form.Item
              name="voucher"
              label="转账凭证"
              rules={[{ required: true, type: 'array', min: 1, message: '请上传转账凭证' }]}
            >
              <UploadField purpose="voucher" accept={VOUCHER_TYPES} maxCount={1} />
            </Form.Item>
            <p className="lm-pay-method__intro">
              银行回单的照片、截图或 PDF，支持 png、gif、jpg、jpeg、pdf，不超过 10MB。
            </p>
            <Button type="primary" htmlType="submit" loading={sending}>
              提交转账凭证
            </Button>
          </LmForm>
        </>
      )}
    </div>
  );
}
