import { describe, expect, it } from 'vitest';
import { shanghaiTime } from './order-messages';

describe('order times in Beijing time', () => {
  it('when an order is placed just after midnight in Beijing, then it reads 00:05 of that day, not 24:05', () => {
    expect(shanghaiTime('2026-11-24T16:05:00Z')).toBe('2026-11-25 00:05');
  });

  it('when an order is placed in the afternoon UTC, then the evening of the same day shows', () => {
    expect(shanghaiTime('2026-11-25T10:30:00.000Z')).toBe('2026-11-25 18:30');
  });
});
