import { Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { LmForm } from '../../lib/ui/lm-form';
import { showServerFieldErrors } from './form-errors';
import { NewPasswordItems } from './new-password-items';
import { SmsCodeFormItems } from './sms-code-form-items';

interface PasswordValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** 设置 / 修改登录密码: proved by a code texted to the member's own number; other sessions end. */
export function PasswordForm({
  phone,
  onDone,
  onCancel,
}: {
  phone: string;
  onDone: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ code, password }: PasswordValues) => {
    setBusy(true);
    try {
      await api.post('/user/edit/password', { code, password });
      await onDone();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LmForm<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="lm-settings__form"
      aria-label="设置登录密码"
      onFinish={(values) => void submit(values)}
    >
      <SmsCodeFormItems purpose="password" phoneLabel="验证手机号" fixedPhone={phone} />
      <NewPasswordItems label="新密码" confirmLabel="确认新密码" />
      <div className="lm-settings__row">
        <Button type="primary" htmlType="submit" loading={busy}>
          保存密码
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </div>
    </LmForm>
  );
}
