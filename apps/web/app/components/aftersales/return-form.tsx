import { CARRIERS } from '@labmall/contract/order-choices';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { LmForm } from '../../lib/ui/lm-form';
import { showServerFieldErrors } from '../account/form-errors';
import { useConfirm } from '../controls/confirm-dialog';
import { LmSelect } from '../controls/lm-select';
import { aftersaleMessages as t } from './aftersale-messages';

type Carrier = (typeof CARRIERS)[number];

/** 寄回: once approved, the carrier and tracking number of the parcel going back (待寄回 → 退货中). */
export function ReturnForm({ id }: { id: number }) {
  const [form] = Form.useForm<{ carrier?: Carrier; tracking_no: string }>();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function send(values: { carrier?: Carrier; tracking_no: string }) {
    setBusy(true);
    try {
      await api.post('/user/aftersale/return', {
        id,
        carrier: values.carrier as Carrier,
        tracking_no: values.tracking_no.trim(),
      });
      toastSuccess(t.sentBack);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
      await revalidate();
    }
  }

  return (
    <LmForm
      form={form}
      layout="vertical"
      requiredMark={false}
      className="lm-aftersale-return"
      onFinish={(values) => void send(values)}
    >
      <Form.Item name="carrier" label={t.carrier} rules={[{ required: true, message: '请选择物流公司' }]}>
        <LmSelect<Carrier> placeholder="请选择" options={CARRIERS.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <Form.Item
        name="tracking_no"
        label={t.trackingNo}
        rules={[
          { required: true, whitespace: true, message: '请填写运单号' },
          { pattern: /^\s*[0-9A-Za-z-]+\s*$/, message: '运单号只能包含字母、数字和 -' },
        ]}
      >
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t.sendBack}
      </Button>
    </LmForm>
  );
}

/** 撤销 a request not yet under way (待处理, 待寄回), asked first. */
export function WithdrawButton({ id }: { id: number }) {
  const confirm = useConfirm();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    if (!(await confirm({ content: t.confirmWithdraw, danger: true }))) return;
    setBusy(true);
    try {
      await api.post('/user/aftersale/withdraw', { id });
      toastSuccess(t.withdrawn);
    } catch {
      // The client has said why (staff moved it meanwhile); the page shows it as it is now.
    } finally {
      setBusy(false);
      await revalidate();
    }
  }
  return (
    <div className="lm-order-actions">
      <div className="lm-order-actions__buttons">
        <button type="button" className="lm-button" disabled={busy} onClick={() => void withdraw()}>
          {t.withdraw}
        </button>
      </div>
    </div>
  );
}
