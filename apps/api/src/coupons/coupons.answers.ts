import { formatYuan } from '@labmall/rules';
import type { TemplateRow } from './coupons.repository.ts';

/** A template as the operators' list and save answer it, with its words and how many were used. */
export function templateAnswer({
  template: t,
  used,
  words,
}: {
  template: TemplateRow;
  used: number;
  words: {
    name: string;
    description: string;
    kind: 'amount' | 'percent';
    face: string;
    condition: string;
    scope: string;
    refund_rule: string;
  };
}) {
  return {
    id: t.id,
    ...words,
    threshold: formatYuan(t.thresholdFen),
    amount: t.amountFen === null ? null : formatYuan(t.amountFen),
    percent_off: t.percentOff,
    cap: t.capFen === null ? null : formatYuan(t.capFen),
    brand_ids: t.brandIds,
    category_ids: t.categoryIds,
    valid_from: t.validFrom?.toISOString() ?? null,
    valid_until: t.validUntil?.toISOString() ?? null,
    valid_days: t.validDays,
    claim_from: t.claimFrom?.toISOString() ?? null,
    claim_until: t.claimUntil?.toISOString() ?? null,
    total: t.total,
    claimed: t.claimed,
    used,
    per_member: t.perMember,
    listed: t.listed,
    return_on_refund: t.returnOnRefund,
    sort: t.sort,
  };
}
