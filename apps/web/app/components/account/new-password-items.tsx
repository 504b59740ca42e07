import { Form, Input } from 'antd';
import { accountRules } from './account-rules';

/**
 * A new password and its confirmation (fields `password` and `confirm`), the same wherever a member
 * chooses one: registration step 2 and account settings.
 */
export function NewPasswordItems({ label, confirmLabel }: { label: string; confirmLabel: string }) {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={accountRules.password}
        extra="6-20位字母、数字或@!#$%^&*.~"
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={accountRules.confirmPassword(form)}
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
