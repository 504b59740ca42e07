import { parseYuan } from '@labmall/rules';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { LmForm } from '../../lib/ui/lm-form';
import { showServerFieldErrors } from '../account/form-errors';
import { UploadField } from '../upload/upload-field';
import type { UploadedFile } from '../upload/upload-items';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../upload/upload-rules';
import { billMessages as t } from './bill-messages';

interface RepayValues {
  amount: string;
  voucher?: UploadedFile[];
}

/**
 * 对公转账还款 of one statement: the amount (the unpaid balance by default) and the transfer voucher
 * (images or PDF). The server checks the amount against the statement and the outstanding.
 */
export function RepayForm({ statementId, unpaid }: { statementId: number; unpaid: string }) {
  const [form] = Form.useForm<RepayValues>();
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();
  const revalidator = useRevalidator();

  const submit = async (values: RepayValues) => {
    setSending(true);
    try {
      await api.post('/user/bill/repay', {
        statement_id: statementId,
        amount: values.amount.trim(),
        voucher: values.voucher?.[0]?.filePath ?? '',
      });
      message.success(t.repaySent);
      form.resetFields();
      await revalidator.revalidate();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <LmForm<RepayValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ amount: unpaid }}
      onFinish={(values) => void submit(values)}
      className="lm-bill__repay"
    >
      <Form.Item
        name="amount"
        label={t.repayAmount}
        rules={[
          { required: true, message: t.repayNeedAmount },
          {
            // The server's rule, read by the same parser: at most two decimals, at least ¥0.01.
            validator: (_, value?: string) => {
              const parsed = value ? parseYuan(value, { min: 1 }) : null;
              return parsed && 'error' in parsed
                ? Promise.reject(new Error(t.repayAmountShape(parsed.error)))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input inputMode="decimal" maxLength={12} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="voucher"
        label={t.repayVoucher}
        rules={[{ required: true, message: t.repayNeedVoucher }]}
        extra="支持 png、gif、jpg、jpeg、pdf，不超过 10MB"
      >
        <UploadField purpose="voucher" maxCount={1} accept={[...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS]} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t.repaySubmit}
      </Button>
    </LmForm>
  );
}
