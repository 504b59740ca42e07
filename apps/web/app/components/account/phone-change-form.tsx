import { Button, Form } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { fieldMessagesOf } from '../../lib/api/errors';
import { LmForm } from '../../lib/ui/lm-form';
import { showServerFieldErrors } from './form-errors';
import { SmsCodeFormItems } from './sms-code-form-items';

interface CodeForm {
  phone: string;
  code: string;
}

/**
 * 更换手机号 in two steps: a code texted to the current number (checked, not spent, so a slip on the
 * second step does not cost it), then a code texted to the new one. Both go to the server together;
 * it ends every other session. `onDone` runs after the change.
 */
export function PhoneChangeForm({
  currentPhone,
  onDone,
  onCancel,
}: {
  currentPhone: string;
  onDone: (phone: string) => Promise<void> | void;
  onCancel: () => void;
}) {
  const [oldForm] = Form.useForm<CodeForm>();
  const [newForm] = Form.useForm<CodeForm>();
  const [oldCode, setOldCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const checkOld = async ({ code }: CodeForm) => {
    setBusy(true);
    try {
      await api.post('/sms/check', { phone: currentPhone, purpose: 'change_phone', code });
      setOldCode(code);
    } catch (error) {
      showServerFieldErrors(oldForm, error);
    } finally {
      setBusy(false);
    }
  };

  const change = async ({ phone, code }: CodeForm) => {
    if (!oldCode) return;
    setBusy(true);
    try {
      await api.post('/user/edit/phone', { old_code: oldCode, phone, code });
      await onDone(phone);
    } catch (error) {
      showServerFieldErrors(newForm, error);
      // The first code was wrong after all (expired meanwhile, say): start again from step 1.
      if (fieldMessagesOf(error)?.old_code) setOldCode(null);
    } finally {
      setBusy(false);
    }
  };

  if (oldCode === null) {
    return (
      <LmForm<CodeForm>
        key="old"
        form={oldForm}
        layout="vertical"
        requiredMark={false}
        className="lm-settings__form"
        aria-label="验证当前手机号"
        onFinish={(values) => void checkOld(values)}
      >
        <p className="lm-settings__muted">第 1 步，共 2 步：验证当前手机号</p>
        <SmsCodeFormItems purpose="change_phone" phoneLabel="当前手机号" fixedPhone={currentPhone} />
        <div className="lm-settings__row">
          <Button type="primary" htmlType="submit" loading={busy}>
            下一步
          </Button>
          <Button onClick={onCancel}>取消</Button>
        </div>
      </LmForm>
    );
  }
  return (
    // Its own key: the code field and the countdown of step 1 must not carry over.
    <LmForm<CodeForm>
      key="new"
      form={newForm}
      layout="vertical"
      requiredMark={false}
      className="lm-settings__form"
      aria-label="验证新手机号"
      onFinish={(values) => void change(values)}
    >
      <p className="lm-settings__muted">
        第 2 步，共 2 步：验证新手机号。更换后，其他设备上的登录将全部退出。
      </p>
      <SmsCodeFormItems purpose="change_phone" phoneLabel="新手机号" />
      <div className="lm-settings__row">
        <Button type="primary" htmlType="submit" loading={busy}>
          确认更换
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </div>
    </LmForm>
  );
}
