/** What a coupon template is doing now, for the list: the same rules the coupon centre applies. */
export interface TemplateTimes {
  listed: boolean;
  claim_from: string | null;
  claim_until: string | null;
  valid_until: string | null;
  total: number;
  claimed: number;
}

export type LiveState = 'live' | 'unlisted' | 'upcoming' | 'ended' | 'exhausted' | 'expired';

export const liveLabels: Record<LiveState, string> = {
  live: '领取中',
  unlisted: '已下架',
  upcoming: '未开始',
  ended: '领取已结束',
  exhausted: '已领完',
  expired: '已过期',
};

export function liveState(t: TemplateTimes, now: Date = new Date()): LiveState {
  const at = now.getTime();
  if (t.valid_until && Date.parse(t.valid_until) < at) return 'expired';
  if (!t.listed) return 'unlisted';
  if (t.claim_from && Date.parse(t.claim_from) > at) return 'upcoming';
  if (t.claim_until && Date.parse(t.claim_until) < at) return 'ended';
  if (t.claimed >= t.total) return 'exhausted';
  return 'live';
}
