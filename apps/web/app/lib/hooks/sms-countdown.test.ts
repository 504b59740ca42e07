import { describe, expect, it } from 'vitest';
import { SMS_IDLE, type SmsState, smsDisabled, smsLabel, smsReducer } from './sms-countdown';

const T0 = 1_700_000_000_000;

function sentAt(now: number, seconds?: number): SmsState {
  const sending = smsReducer(SMS_IDLE, { type: 'send' });
  return smsReducer(sending, { type: 'sent', now, ...(seconds === undefined ? {} : { seconds }) });
}

describe('SMS code button state machine', () => {
  it('when idle, then it offers 获取验证码 and is enabled', () => {
    expect(smsLabel(SMS_IDLE)).toBe('获取验证码');
    expect(smsDisabled(SMS_IDLE)).toBe(false);
  });

  it('when sending, then it is disabled and keeps its label', () => {
    const sending = smsReducer(SMS_IDLE, { type: 'send' });
    expect(sending.phase).toBe('sending');
    expect(smsDisabled(sending)).toBe(true);
    expect(smsLabel(sending)).toBe('获取验证码');
    // A second click while sending changes nothing.
    expect(smsReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('when send resolves, then it counts down from 60 once per second', () => {
    let state = sentAt(T0);
    expect(smsLabel(state)).toBe('60秒后重新获取');
    expect(smsDisabled(state)).toBe(true);
    state = smsReducer(state, { type: 'tick', now: T0 + 1000 });
    expect(smsLabel(state)).toBe('59秒后重新获取');
    state = smsReducer(state, { type: 'tick', now: T0 + 30_500 });
    expect(smsLabel(state)).toBe('30秒后重新获取');
    state = smsReducer(state, { type: 'tick', now: T0 + 59_000 });
    expect(smsLabel(state)).toBe('1秒后重新获取');
    state = smsReducer(state, { type: 'tick', now: T0 + 60_000 });
    expect(state).toEqual({ phase: 'again' });
    expect(smsLabel(state)).toBe('重新获取');
    expect(smsDisabled(state)).toBe(false);
  });

  it('when a tick changes nothing visible, then the same state comes back (no re-render)', () => {
    const state = sentAt(T0);
    expect(smsReducer(state, { type: 'tick', now: T0 + 250 })).toBe(state);
  });

  it('when ticks are late (throttled tab), then the countdown follows the clock, not the tick count', () => {
    const state = smsReducer(sentAt(T0), { type: 'tick', now: T0 + 45_200 });
    expect(smsLabel(state)).toBe('15秒后重新获取');
    expect(smsReducer(state, { type: 'tick', now: T0 + 90_000 })).toEqual({ phase: 'again' });
  });

  it('when send fails, then it goes back to where it was, without counting', () => {
    const failed = smsReducer(smsReducer(SMS_IDLE, { type: 'send' }), { type: 'failed' });
    expect(failed).toEqual(SMS_IDLE);
    const again: SmsState = { phase: 'again' };
    const sendingAgain = smsReducer(again, { type: 'send' });
    expect(smsLabel(sendingAgain)).toBe('重新获取');
    expect(smsReducer(sendingAgain, { type: 'failed' })).toEqual(again);
  });

  it('when counting, then clicks, late results and failures are ignored', () => {
    const counting = sentAt(T0);
    expect(smsReducer(counting, { type: 'send' })).toBe(counting);
    expect(smsReducer(counting, { type: 'sent', now: T0 + 5000 })).toBe(counting);
    expect(smsReducer(counting, { type: 'failed' })).toBe(counting);
  });

  it('when sent again after the countdown, then it counts from the start again', () => {
    const again = smsReducer(sentAt(T0), { type: 'tick', now: T0 + 60_000 });
    const sending = smsReducer(again, { type: 'send' });
    const counting = smsReducer(sending, { type: 'sent', now: T0 + 70_000 });
    expect(smsLabel(counting)).toBe('60秒后重新获取');
  });

  it('when given another length, then it counts from that', () => {
    expect(smsLabel(sentAt(T0, 5))).toBe('5秒后重新获取');
  });

  it('when idle or already again, then ticks do nothing', () => {
    expect(smsReducer(SMS_IDLE, { type: 'tick', now: T0 })).toBe(SMS_IDLE);
  });
});
