import { SMS_COUNTDOWN_S } from '@labmall/rules';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { SMS_IDLE, smsDisabled, smsLabel, smsReducer } from './sms-countdown';

/** Often enough that a second never shows late; the reducer skips renders between seconds. */
const TICK_MS = 250;

/**
 * Drives an SMS code button: `trigger()` calls `send()` and starts the countdown only when it resolves.
 * State lives in a reducer and the interval is keyed on the phase, so re-renders (a new `send` closure
 * on every render included) neither reset nor restart the countdown; unmounting clears the timer.
 */
export function useSmsCountdown(send: () => Promise<unknown>, seconds: number = SMS_COUNTDOWN_S) {
  const [state, dispatch] = useReducer(smsReducer, SMS_IDLE);
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  // Guards against a double click before React has re-rendered the disabled button.
  const busy = useRef(false);
  useEffect(() => {
    busy.current = smsDisabled(state);
  }, [state]);

  const trigger = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: 'send' });
    try {
      await latestSend.current();
      dispatch({ type: 'sent', now: Date.now(), seconds });
    } catch {
      // The API client has already told the buyer what went wrong (SPEC §8).
      dispatch({ type: 'failed' });
    }
  }, [seconds]);

  const counting = state.phase === 'counting';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  return { state, label: smsLabel(state), disabled: smsDisabled(state), trigger };
}
