import { useEffect, useRef, useState } from 'react';
import { salesMessages as t } from './sales-messages';

const pad = (n: number) => String(n).padStart(2, '0');

/** "3天 04:05:06" (days only when there are any); never negative. */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${t.days(days)} ${clock}` : clock;
}

/**
 * Milliseconds left until `targetMs`, ticking each second once mounted; `onEnd` runs once at zero.
 * With `serverNowMs` (when the server answered) the browser's own clock, often minutes off, only
 * measures the time passed since, and the first figure is the server's, so the HTML reads right before
 * hydration. Without it the browser's clock counts and nothing is known (null) until mounted.
 */
export function useTimeLeft(targetMs: number, serverNowMs?: number, onEnd?: () => void): number | null {
  const [left, setLeft] = useState<number | null>(serverNowMs === undefined ? null : targetMs - serverNowMs);
  const end = useRef(onEnd);
  end.current = onEnd;

  useEffect(() => {
    const offset = serverNowMs === undefined ? 0 : serverNowMs - Date.now();
    let ended = false;
    const tick = () => {
      const next = targetMs - (Date.now() + offset);
      setLeft(next);
      if (next <= 0 && !ended) {
        ended = true;
        end.current?.();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [serverNowMs, targetMs]);

  return left;
}

/**
 * A live countdown to `target`, by the server's clock: `serverNow` is when the server answered, so the
 * browser's own clock (often minutes off) only measures the time passed since. The server's HTML shows
 * the same figure, so the page reads right before it is hydrated. At zero, `onEnd` (a reload of the page's
 * data: the activity's state and prices change then).
 */
export function Countdown({
  label,
  serverNow,
  target,
  onEnd,
}: {
  label: string;
  serverNow: string;
  target: string;
  onEnd?: () => void;
}) {
  const left = useTimeLeft(Date.parse(target), Date.parse(serverNow), onEnd) ?? 0;

  return (
    <p className="lm-countdown">
      <span className="lm-countdown__label">{label}</span>
      {/* role=timer: read on request, not announced every second. */}
      <span className="lm-countdown__value" role="timer">
        {remainingText(left)}
      </span>
    </p>
  );
}
