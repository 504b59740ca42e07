import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { accountRules } from './account-rules';
import { showServerFieldErrors } from './form-errors';
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
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="lm-settings__form"
      aria-label="设置登录密码"
      onFinish={(values) => void submit(values)}
    >
      <SmsCodeFormItems purpose="password" phoneLabel="验证手机号" fixedPhone={phone} />
      <Form.Item
        name="password"
        label="新密码"
        rules={accountRules.password}
        extra="6-20位字母、数字或@!#$%^&*.~"
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['password']}
        rules={accountRules.confirmPassword(form)}
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <div className="lm-settings__row">
        <Button type="primary" htmlType="submit" loading={busy}>
          保存密码
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </div>
    </Form>
  );
}
