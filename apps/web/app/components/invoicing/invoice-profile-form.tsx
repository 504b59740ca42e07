import { LmForm } from '../../lib/ui/lm-form';
import './invoicing.css';
import type { PostPayload } from '@labmall/contract';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { showServerFieldErrors } from '../account/form-errors';
import { invoiceRules } from './invoice-rules';
import type { InvoiceProfile } from './types';

type Kind = InvoiceProfile['kind'];
type TitleType = InvoiceProfile['title_type'];

interface ProfileValues {
  kind: Kind;
  title_type: TitleType;
  title?: string;
  taxpayer_no?: string;
  registered_address?: string;
  registered_phone?: string;
  bank_name?: string;
  bank_account?: string;
  email?: string;
  is_default?: boolean;
}

function initialValues(profile: InvoiceProfile | undefined, kind: Kind): ProfileValues {
  if (!profile) return { kind, title_type: 'organisation', is_default: false };
  return {
    kind: profile.kind,
    title_type: profile.title_type,
    title: profile.title,
    taxpayer_no: profile.taxpayer_no,
    registered_address: profile.registered_address,
    registered_phone: profile.registered_phone,
    bank_name: profile.bank_name,
    bank_account: profile.bank_account,
    email: profile.email,
    is_default: profile.is_default,
  };
}

function toPayload(values: ProfileValues): PostPayload<'/user/invoice/add'> {
  const special = values.kind === 'special';
  const organisation = special || values.title_type === 'organisation';
  return {
    kind: values.kind,
    title_type: organisation ? 'organisation' : 'personal',
    title: values.title ?? '',
    taxpayer_no: organisation ? (values.taxpayer_no ?? '') : '',
    registered_address: special ? (values.registered_address ?? '') : '',
    registered_phone: special ? (values.registered_phone ?? '') : '',
    bank_name: special ? (values.bank_name ?? '') : '',
    bank_account: special ? (values.bank_account ?? '') : '',
    email: values.email ?? '',
    is_default: values.is_default ?? false,
  };
}

export interface InvoiceProfileFormProps {
  /** The profile to edit; a new one when absent. */
  profile?: InvoiceProfile;
  /** The kind a new profile starts as (the order page's chosen invoice type). */
  initialKind?: Kind;
  /** Called with the saved profile; its `warning` is non-empty when the taxpayer number needs a look. */
  onSaved: (profile: InvoiceProfile) => void | Promise<void>;
  onCancel?: () => void;
  name?: string;
}

/**
 * Adds or edits one invoice profile. 普通发票: to a person (name) or an organisation (title and
 * taxpayer number); 增值税专用发票: organisation only, with registered address and phone, bank and
 * account. A taxpayer number failing its check character, or a 15-digit legacy one, is flagged under
 * the field and saved all the same (the answer carries the server's warning).
 */
export function InvoiceProfileForm({
  profile,
  initialKind = 'normal',
  onSaved,
  onCancel,
  name = 'invoice-profile',
}: InvoiceProfileFormProps) {
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);
  const start = initialValues(profile, initialKind);
  const kind = (Form.useWatch('kind', form) as Kind | undefined) ?? start.kind;
  const watchedType = (Form.useWatch('title_type', form) as TitleType | undefined) ?? start.title_type;
  const titleType: TitleType = kind === 'special' ? 'organisation' : watchedType;

  const submit = async (values: ProfileValues) => {
    setSaving(true);
    try {
      const payload = toPayload(values);
      const saved = profile
        ? await api.post('/user/invoice/edit', { id: profile.id, ...payload })
        : await api.post('/user/invoice/add', payload);
      await onSaved(saved);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <LmForm<ProfileValues>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={start}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<ProfileValues>) => {
        if (changed.kind === 'special') form.setFieldsValue({ title_type: 'organisation' });
      }}
      className="lm-invoice-form"
    >
      <Form.Item name="kind" label="发票类型">
        <Radio.Group
          aria-label="发票类型"
          optionType="button"
          options={[
            { value: 'normal', label: '增值税普通发票' },
            { value: 'special', label: '增值税专用发票' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="title_type"
        label="抬头类型"
        extra={kind === 'special' ? '增值税专用发票只能开给单位' : undefined}
      >
        <Radio.Group
          aria-label="抬头类型"
          options={[
            { value: 'organisation', label: '单位' },
            { value: 'personal', label: '个人', disabled: kind === 'special' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={titleType === 'personal' ? '个人姓名' : '单位全称（发票抬头）'}
        rules={invoiceRules.title(titleType)}
      >
        <Input maxLength={100} autoComplete={titleType === 'personal' ? 'name' : 'organization'} />
      </Form.Item>
      {titleType === 'organisation' ? (
        <Form.Item
          name="taxpayer_no"
          label="纳税人识别号"
          rules={invoiceRules.taxpayer}
          extra="18 位统一社会信用代码"
        >
          <Input maxLength={20} autoComplete="off" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      ) : null}
      {kind === 'special' ? (
        <>
          <Form.Item name="registered_address" label="注册地址" rules={invoiceRules.registeredAddress}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="registered_phone" label="注册电话" rules={invoiceRules.registeredPhone}>
            <Input maxLength={32} inputMode="tel" />
          </Form.Item>
          <div className="lm-invoice-form__pair">
            <Form.Item name="bank_name" label="开户银行" rules={invoiceRules.bankName}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="bank_account" label="银行账号" rules={invoiceRules.bankAccount}>
              <Input maxLength={40} inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </div>
        </>
      ) : null}
      <Form.Item
        name="email"
        label="接收邮箱（选填）"
        rules={invoiceRules.email}
        extra="电子发票将发送到此邮箱"
      >
        <Input maxLength={254} type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="is_default" valuePropName="checked">
        <Checkbox disabled={profile?.is_default === true}>设为默认发票信息</Checkbox>
      </Form.Item>
      <div className="lm-invoice-form__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          保存发票信息
        </Button>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
      </div>
    </LmForm>
  );
}
