import { describe, expect, it } from 'vitest';
import { liveState } from './coupon-live';

const base = { listed: true, claim_from: null, claim_until: null, valid_until: null, total: 10, claimed: 0 };
const now = new Date('2026-06-15T00:00:00Z');

describe('liveState', () => {
  it('is live when listed, inside the claim window and not all claimed', () => {
    expect(liveState(base, now)).toBe('live');
  });
  it('names why a template is not live', () => {
    expect(liveState({ ...base, listed: false }, now)).toBe('unlisted');
    expect(liveState({ ...base, claim_from: '2026-07-01T00:00:00Z' }, now)).toBe('upcoming');
    expect(liveState({ ...base, claim_until: '2026-06-01T00:00:00Z' }, now)).toBe('ended');
    expect(liveState({ ...base, claimed: 10 }, now)).toBe('exhausted');
    expect(liveState({ ...base, valid_until: '2026-06-01T00:00:00Z' }, now)).toBe('expired');
  });
});
