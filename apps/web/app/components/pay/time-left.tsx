import { useEffect, useState } from 'react';

/** 29 分 05 秒 / 1 小时 02 分 / 6 天 23 小时 (a transfer's window, ADR 33); '' when the time is up. */
export function formatLeft(ms: number): string {
  if (ms <= 0) return '';
  const seconds = Math.floor(ms / 1000);
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d} 天 ${two(h)} 小时`;
  return h > 0 ? `${h} 小时 ${two(m)} 分` : `${m} 分 ${two(s)} 秒`;
}

/**
 * The time left to pay, counted from the server's clock at load (the browser's may be wrong): the
 * server render shows the figure at load, the browser then counts down each second.
 */
export function TimeLeft({ payBy, serverNow }: { payBy: string; serverNow: string }) {
  const initial = Date.parse(payBy) - Date.parse(serverNow);
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setLeft(initial - (Date.now() - started)), 1000);
    return () => window.clearInterval(timer);
  }, [initial]);
  const text = formatLeft(left);
  return text ? (
    <span data-testid="pay-time-left">剩余 {text}，逾期未付款订单将自动取消</span>
  ) : (
    <span data-testid="pay-time-left">已超过付款时间，订单即将自动取消</span>
  );
}
