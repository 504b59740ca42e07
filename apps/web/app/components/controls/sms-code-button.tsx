import { SMS_COUNTDOWN_S } from '@labmall/rules';
import { Button, type ButtonProps } from 'antd';
import { useSmsCountdown } from '../../lib/hooks/use-sms-countdown';

export interface SmsCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /**
   * Asks the server for a code. The countdown starts only once this resolves; when it rejects the
   * button is available again at once (the API client has already shown the failure). Validate the
   * phone number inside it (e.g. `form.validateFields(['mobile'])`) so a bad number never counts down.
   */
  send: () => Promise<unknown>;
  /** Length of the countdown in seconds: 60 by default. */
  seconds?: number;
}

/**
 * 获取验证码 → 60秒后重新获取 … 1秒后重新获取 → 重新获取 (SPEC §4). Disabled while sending and while
 * counting; the countdown survives re-renders and its timer is cleared when the button unmounts.
 */
export function SmsCodeButton({ send, seconds = SMS_COUNTDOWN_S, disabled, ...rest }: SmsCodeButtonProps) {
  const { state, label, disabled: busy, trigger } = useSmsCountdown(send, seconds);
  return (
    <Button
      {...rest}
      loading={state.phase === 'sending'}
      disabled={disabled || busy}
      onClick={() => void trigger()}
    >
      {label}
    </Button>
  );
}
