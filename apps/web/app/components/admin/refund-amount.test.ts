import { describe, expect, it } from 'vitest';
import { refundAmount } from './refund-amount';

describe('部分退款: the amount staff type against what is refundable', () => {
  it('when the amount is within what is refundable, then it is taken in whole fen (up to all of it)', () => {
    expect(refundAmount('10', '68.50')).toEqual({ fen: 1000 });
    expect(refundAmount(' 0.1 ', '68.50')).toEqual({ fen: 10 });
    expect(refundAmount('68.50', '68.50')).toEqual({ fen: 6850 });
  });

  it('when the amount is above what is refundable, then the problem names the refundable amount', () => {
    expect(refundAmount('68.51', '68.50')).toEqual({ problem: '不能超过可退金额 ¥68.50' });
    expect(refundAmount('1', '0.00')).toEqual({ problem: '不能超过可退金额 ¥0.00' });
  });

  it('when the amount is empty, zero, negative or not an amount, then it is refused with a reason', () => {
    expect(refundAmount('', '68.50')).toEqual({ problem: '请填写退款金额' });
    expect(refundAmount('0', '68.50')).toEqual({ problem: '退款金额不能低于 ¥0.01' });
    expect(refundAmount('-5', '68.50')).toEqual({ problem: '退款金额不能为负数' });
    expect(refundAmount('1.005', '68.50')).toEqual({ problem: '退款金额最多保留两位小数' });
    expect(refundAmount('十元', '68.50')).toMatchObject({ problem: expect.stringContaining('应为金额') });
  });
});
