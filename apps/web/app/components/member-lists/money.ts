/**
 * Members' prices arrive as yuan strings ("128.00"). Sums are done in whole fen so that 0.1 + 0.2 never
 * shows up on a purchase list; the text is ¥1,234.50 (DESIGN §5).
 */
export function yuanToFen(yuan: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function formatFen(fen: number): string {
  const whole = Math.floor(fen / 100).toLocaleString('en-US');
  return `¥${whole}.${String(fen % 100).padStart(2, '0')}`;
}

/** ¥ text of a yuan string; the input itself if it is not a price (never hides what the server said). */
export function formatYuan(yuan: string): string {
  const fen = yuanToFen(yuan);
  return fen === null ? yuan : formatFen(fen);
}
