import { describe, expect, it } from 'vitest';
import { linePickable, reasonAllowed } from './apply-rules';

describe('reasonAllowed', () => {
  it('refuses 不想要了 and 其他 for opened goods sent back', () => {
    expect(reasonAllowed('return_refund', true, 'not_needed')).toBe(false);
    expect(reasonAllowed('exchange', true, 'other')).toBe(false);
    expect(reasonAllowed('return_refund', true, 'damaged')).toBe(true);
  });

  it('accepts any reason for goods not opened, or for 仅退款', () => {
    expect(reasonAllowed('return_refund', false, 'not_needed')).toBe(true);
    expect(reasonAllowed('refund_only', true, 'not_needed')).toBe(true);
  });
});

describe('linePickable', () => {
  const cold = { open: 2, returnable: false };
  it('allows a non-returnable line for 仅退款 only', () => {
    expect(linePickable('refund_only', cold)).toBe(true);
    expect(linePickable('return_refund', cold)).toBe(false);
    expect(linePickable('exchange', cold)).toBe(false);
  });

  it('refuses a line with nothing left to request', () => {
    expect(linePickable('refund_only', { open: 0, returnable: true })).toBe(false);
  });
});
