import { describe, expect, it } from 'vitest';
import { pricePreview } from './activity-price';

describe('pricePreview', () => {
  it('says the discount and the saving', () => {
    expect(pricePreview('100.00', '85')).toBe('8.5折，省¥15.00');
  });
  it('refuses a price not below the list price, or none', () => {
    expect(pricePreview('100.00', '100')).toBe('活动价须低于当前单价');
    expect(pricePreview('100.00', '')).toBe('请填写活动价');
  });
});
