import { displayYuan, parseYuan, yuanToFen } from '@labmall/rules';

/**
 * 部分退款's amount as staff type it (元), checked against what the order still has to refund: its fen,
 * or why not. The API checks again against what is left when the refund opens (another may come first).
 */
export function refundAmount(text: string, refundable: string): { fen: number } | { problem: string } {
  if (text.trim() === '') return { problem: '请填写退款金额' };
  const parsed = parseYuan(text, { min: 1 });
  if ('error' in parsed) return { problem: `退款金额${parsed.error}` };
  if (parsed.fen > (yuanToFen(refundable) ?? 0)) {
    return { problem: `不能超过可退金额 ${displayYuan(refundable)}` };
  }
  return { fen: parsed.fen };
}
