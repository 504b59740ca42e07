import { describe, expect, it } from 'vitest';
import { refundEstimate } from './refund-estimate';

describe('refundEstimate', () => {
  const lines = [
    { amount: '12.50', quantity: 2, restocking_percent: 10 },
    { amount: '3.33', quantity: 3, restocking_percent: 0 },
  ];

  it('takes the restocking fee off each returned line', () => {
    // 25.00 − 2.50 + 9.99
    expect(refundEstimate('return_refund', lines)).toEqual({ refund: '32.49', fee: '2.50' });
  });

  it('charges no fee for 仅退款', () => {
    expect(refundEstimate('refund_only', lines)).toEqual({ refund: '34.99', fee: '0.00' });
  });

  it('refunds nothing for 换货', () => {
    expect(refundEstimate('exchange', lines)).toEqual({ refund: '0.00', fee: '0.00' });
  });

  it('rounds the fee down to the fen, as the API does', () => {
    expect(
      refundEstimate('return_refund', [{ amount: '0.99', quantity: 1, restocking_percent: 15 }]),
    ).toEqual({
      refund: '0.85',
      fee: '0.14',
    });
  });
});
