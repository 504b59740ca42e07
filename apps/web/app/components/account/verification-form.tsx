import type { PostPayload } from '@labmall/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { LmForm } from '../../lib/ui/lm-form';
import { UploadField } from '../upload/upload-field';
import type { UploadedFile } from '../upload/upload-items';
import { accountRules } from './account-rules';
import { showServerFieldErrors } from './form-errors';
import type { VerificationAnswer } from './verification-types';

type Kind = 'personal' | 'organisation';

interface VerificationValues {
  kind: Kind;
  real_name?: string;
  id_card?: string;
  id_card_front?: UploadedFile[];
  id_card_back?: UploadedFile[];
  organisation?: string;
  credit_code?: string;
  licence?: UploadedFile[];
  contact_name?: string;
  contact_phone?: string;
}

const firstPath = (files: UploadedFile[] | undefined) => files?.[0]?.filePath ?? '';

function toPayload(values: VerificationValues): PostPayload<'/user/datum'> {
  if (values.kind === 'personal') {
    return {
      kind: 'personal',
      real_name: values.real_name ?? '',
      id_card: values.id_card ?? '',
      id_card_front: firstPath(values.id_card_front),
      id_card_back: firstPath(values.id_card_back),
    };
  }
  return {
    kind: 'organisation',
    organisation: values.organisation ?? '',
    credit_code: values.credit_code ?? '',
    licence: firstPath(values.licence),
    contact_name: values.contact_name ?? '',
    contact_phone: values.contact_phone ?? '',
  };
}

/** What the form starts with: the last (rejected) submission's words, else the registration info. */
function initialValues(datum: VerificationAnswer): VerificationValues {
  const last = datum.submission;
  const fromLast = last && last.kind !== 'registration' ? last : null;
  return {
    kind: fromLast?.kind === 'personal' ? 'personal' : 'organisation',
    real_name: fromLast?.real_name || undefined,
    organisation: fromLast?.organisation || datum.profile.organisation || undefined,
    credit_code: fromLast?.credit_code || undefined,
    contact_name: fromLast?.contact_name || datum.profile.contact_name || undefined,
    contact_phone: fromLast?.contact_phone || undefined,
  };
}

/**
 * Personal (name, ID number, both sides of the card) or organisation (name, credit code, licence,
 * contact) verification. Images go through the shared upload control (purpose `identity`); the
 * server checks each is the member's own. `onSubmitted` gets the server's warning, if any.
 */
export function VerificationForm({
  datum,
  onSubmitted,
}: {
  datum: VerificationAnswer;
  onSubmitted: (warning: string) => Promise<void> | void;
}) {
  const [form] = Form.useForm<VerificationValues>();
  const kind = Form.useWatch('kind', form) ?? initialValues(datum).kind;
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: VerificationValues) => {
    setSubmitting(true);
    try {
      const answer = await api.post('/user/datum', toPayload(values));
      await onSubmitted(answer.warning);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LmForm<VerificationValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues(datum)}
      onFinish={(values) => void submit(values)}
      className="lm-settings__form"
      style={{ maxWidth: 520 }}
    >
      <Form.Item name="kind" label="认证类型">
        <Radio.Group
          aria-label="认证类型"
          optionType="button"
          options={[
            { value: 'organisation', label: '企业认证' },
            { value: 'personal', label: '个人认证' },
          ]}
        />
      </Form.Item>
      {kind === 'personal' ? (
        <>
          <Form.Item name="real_name" label="真实姓名" rules={accountRules.realName}>
            <Input maxLength={20} autoComplete="name" />
          </Form.Item>
          <Form.Item name="id_card" label="身份证号码" rules={accountRules.idCard}>
            <Input maxLength={18} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="id_card_front"
            label="身份证人像面"
            rules={accountRules.image('请上传身份证人像面照片')}
            extra="请上传清晰、完整的照片，支持 png、gif、jpg、jpeg，不超过 10MB"
          >
            <UploadField purpose="identity" maxCount={1} />
          </Form.Item>
          <Form.Item
            name="id_card_back"
            label="身份证国徽面"
            rules={accountRules.image('请上传身份证国徽面照片')}
          >
            <UploadField purpose="identity" maxCount={1} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="organisation" label="单位名称" rules={accountRules.organisation}>
            <Input maxLength={60} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="credit_code" label="统一社会信用代码" rules={accountRules.creditCode}>
            <Input maxLength={18} autoComplete="off" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item
            name="licence"
            label="营业执照"
            rules={accountRules.image('请上传营业执照照片')}
            extra="请上传清晰、完整的照片，支持 png、gif、jpg、jpeg，不超过 10MB"
          >
            <UploadField purpose="identity" maxCount={1} />
          </Form.Item>
          <Form.Item name="contact_name" label="联系人姓名" rules={accountRules.contactName}>
            <Input maxLength={20} autoComplete="name" />
          </Form.Item>
          <Form.Item name="contact_phone" label="联系电话" rules={accountRules.contactPhone}>
            <Input maxLength={20} autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" loading={submitting}>
        提交认证
      </Button>
    </LmForm>
  );
}
