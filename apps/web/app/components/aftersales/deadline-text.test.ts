import { describe, expect, it } from 'vitest';
import { deadlineText } from './deadline-text';

describe('deadlineText', () => {
  it('shows an ISO instant on China time', () => {
    expect(deadlineText('2026-12-04T13:58:00.000Z')).toBe('2026-12-04 21:58');
  });

  it('keeps a China wall-clock text as it is, whatever zone the page runs in', () => {
    expect(deadlineText('2026-12-4 21:58:07')).toBe('2026-12-04 21:58');
    expect(deadlineText('2026/12/04 09:05:00')).toBe('2026-12-04 09:05');
  });
});
