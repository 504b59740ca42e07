import type { GetAnswer, PostPayload } from '@labmall/contract';
import { licenceFieldMessages as complianceMessages, LICENCE_NUMBER_MAX } from '@labmall/rules/licences';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { LmForm } from '../../lib/ui/lm-form';
import { accountRules } from '../account/account-rules';
import { showServerFieldErrors } from '../account/form-errors';
import { LmSelect } from '../controls/lm-select';
import { UploadField } from '../upload/upload-field';
import type { UploadedFile } from '../upload/upload-items';

type Kinds = GetAnswer<'/user/licence/list'>['kinds'];

interface LicenceValues {
  kind?: PostPayload<'/user/licence/add'>['kind'];
  number?: string;
  valid_from?: string;
  valid_until?: string;
  image?: UploadedFile[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateRules = (label: string) => [
  { required: true, message: `请填写${label}` },
  { pattern: DATE, message: complianceMessages.date },
];

/**
 * Uploads one document (type, number, validity, image through the shared upload control, purpose
 * `identity`). The server checks the image is the member's own and the dates; its field messages land
 * under the fields.
 */
export function LicenceForm({
  kinds,
  onSubmitted,
}: {
  kinds: Kinds;
  onSubmitted: () => Promise<void> | void;
}) {
  const [form] = Form.useForm<LicenceValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: LicenceValues) => {
    setSubmitting(true);
    try {
      await api.post('/user/licence/add', {
        kind: values.kind!,
        number: values.number ?? '',
        valid_from: values.valid_from ?? '',
        valid_until: values.valid_until ?? '',
        image: values.image?.[0]?.filePath ?? '',
      });
      form.resetFields();
      await onSubmitted();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LmForm<LicenceValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      className="lm-settings__form lm-licence-form"
    >
      <Form.Item name="kind" label="证照类型" rules={[{ required: true, message: complianceMessages.kind }]}>
        <LmSelect
          aria-label="证照类型"
          placeholder="请选择"
          options={kinds.map((k) => ({ value: k.code, label: k.label }))}
        />
      </Form.Item>
      <Form.Item
        name="number"
        label="证照编号"
        rules={[
          { required: true, whitespace: true, message: complianceMessages.number },
          { max: LICENCE_NUMBER_MAX, message: complianceMessages.numberTooLong },
        ]}
      >
        <Input maxLength={LICENCE_NUMBER_MAX} autoComplete="off" />
      </Form.Item>
      <div className="lm-licence-form__dates">
        <Form.Item name="valid_from" label="有效期起" rules={dateRules('有效期起始日')}>
          <Input type="date" min="2000-01-01" max="2099-12-31" />
        </Form.Item>
        <Form.Item
          name="valid_until"
          label="有效期止"
          dependencies={['valid_from']}
          rules={[
            ...dateRules('有效期截止日'),
            ({ getFieldValue }) => ({
              validator: async (_rule: unknown, value: unknown) => {
                const from = getFieldValue('valid_from');
                if (typeof value === 'string' && DATE.test(value) && from && value < from) {
                  throw new Error(complianceMessages.untilBeforeFrom);
                }
              },
            }),
          ]}
        >
          <Input type="date" min="2000-01-01" max="2099-12-31" />
        </Form.Item>
      </div>
      <Form.Item
        name="image"
        label="证照图片"
        rules={accountRules.image('请上传证照图片')}
        extra="请上传清晰、完整的证照照片或扫描件，支持 png、gif、jpg、jpeg，不超过 10MB"
      >
        <UploadField purpose="identity" maxCount={1} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        提交审核
      </Button>
    </LmForm>
  );
}
