import { rules as formRules, maskPhone, toAntdRules } from '@labmall/rules';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { type CaptchaAnswer, type SmsPurpose, sendSmsCode } from '../../lib/account/sms';
import { SmsCodeButton } from '../controls/sms-code-button';
import { CaptchaField } from './captcha-field';

/**
 * Mobile number, (when the server asks) a picture captcha, and the SMS code with its button: the
 * fields every SMS form shares. Field names: `phone`, `code`, `captcha`, `captcha_id`.
 *
 * With `fixedPhone` the code goes to that number (the member's own, e.g. to set a password): it is
 * shown masked and cannot be edited. `onSendError` hears a failed send (after the usual toast), e.g.
 * to offer a link when the number is already registered.
 */
export function SmsCodeFormItems({
  purpose,
  phoneLabel = '手机号',
  fixedPhone,
  onSendError,
}: {
  purpose: SmsPurpose;
  phoneLabel?: string;
  fixedPhone?: string;
  onSendError?: (error: unknown) => void;
}) {
  const form = Form.useFormInstance();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);

  const send = async () => {
    const fields = captchaShown ? ['phone', 'captcha'] : ['phone'];
    const values = (await form.validateFields(fields)) as { phone: string } & Partial<CaptchaAnswer>;
    const captcha =
      captchaShown && values.captcha_id && values.captcha
        ? { captcha_id: values.captcha_id, captcha: values.captcha }
        : undefined;
    try {
      return await sendSmsCode(values.phone, purpose, captcha, () => {
        setCaptchaShown(true);
        setCaptchaKey((k) => k + 1);
      });
    } catch (error) {
      onSendError?.(error);
      throw error;
    } finally {
      // A captcha is good for one try either way.
      if (captcha) setCaptchaKey((k) => k + 1);
    }
  };

  return (
    <>
      {fixedPhone ? (
        <>
          <Form.Item label={phoneLabel}>
            <span className="lm-fixed-phone">{maskPhone(fixedPhone)}</span>
          </Form.Item>
          <Form.Item name="phone" initialValue={fixedPhone} hidden>
            <Input />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="phone" label={phoneLabel} rules={toAntdRules(formRules.mobile)}>
          <Input inputMode="numeric" maxLength={12} autoComplete="tel" placeholder="请输入手机号" />
        </Form.Item>
      )}
      {captchaShown ? <CaptchaField refreshKey={captchaKey} /> : null}
      <Form.Item label="短信验证码" required>
        <div className="lm-sms-row">
          <Form.Item name="code" noStyle rules={toAntdRules(formRules.smsCode)}>
            <Input
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder="6位验证码"
              aria-label="短信验证码"
            />
          </Form.Item>
          <SmsCodeButton send={send} />
        </div>
      </Form.Item>
    </>
  );
}
