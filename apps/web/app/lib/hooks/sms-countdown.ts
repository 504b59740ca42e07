import { SMS_COUNTDOWN_S } from '@labmall/rules';
import { controlMessages } from '../../messages';

/**
 * The SMS code button's states (SPEC §4): 获取验证码 → (sending) → per-second countdown → 重新获取.
 * The countdown keeps a deadline, not a counter, so a throttled background tab cannot slow it down.
 */
export type SmsState =
  | { phase: 'idle' }
  | { phase: 'sending'; from: 'idle' | 'again' }
  | { phase: 'counting'; deadline: number; remaining: number }
  | { phase: 'again' };

export type SmsAction =
  | { type: 'send' }
  /** `send()` resolved at `now`: count down from `seconds`. */
  | { type: 'sent'; now: number; seconds?: number }
  | { type: 'failed' }
  | { type: 'tick'; now: number };

export const SMS_IDLE: SmsState = { phase: 'idle' };

export function smsReducer(state: SmsState, action: SmsAction): SmsState {
  switch (action.type) {
    case 'send':
      return state.phase === 'idle' || state.phase === 'again'
        ? { phase: 'sending', from: state.phase }
        : state;
    case 'sent': {
      if (state.phase !== 'sending') return state;
      const seconds = action.seconds ?? SMS_COUNTDOWN_S;
      return { phase: 'counting', deadline: action.now + seconds * 1000, remaining: seconds };
    }
    case 'failed':
      // Nothing was sent: the buyer may try again straight away.
      return state.phase === 'sending' ? { phase: state.from } : state;
    case 'tick': {
      if (state.phase !== 'counting') return state;
      const remaining = Math.max(0, Math.ceil((state.deadline - action.now) / 1000));
      if (remaining === 0) return { phase: 'again' };
      // Same object when nothing visible changed: React skips the render.
      return remaining === state.remaining ? state : { ...state, remaining };
    }
  }
}

export function smsLabel(state: SmsState): string {
  switch (state.phase) {
    case 'idle':
      return controlMessages.sms.get;
    case 'sending':
      return state.from === 'again' ? controlMessages.sms.again : controlMessages.sms.get;
    case 'counting':
      return controlMessages.sms.countdown(state.remaining);
    case 'again':
      return controlMessages.sms.again;
  }
}

/** No second request while one is on its way or the countdown runs. */
export function smsDisabled(state: SmsState): boolean {
  return state.phase === 'sending' || state.phase === 'counting';
}
