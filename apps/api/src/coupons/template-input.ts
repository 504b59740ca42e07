import type { adminCouponTemplateSave } from '@labmall/contract/coupons';
import type { z } from 'zod';

/** What an operator sends to create or change a template, amounts already in fen. */
export interface TemplateInput {
  id?: number | undefined;
  name: string;
  description: string;
  kind: 'amount' | 'percent';
  thresholdFen: number;
  amountFen: number | null;
  percentOff: number | null;
  capFen: number | null;
  brandIds: number[];
  categoryIds: number[];
  validFrom: Date | null;
  validUntil: Date | null;
  validDays: number | null;
  claimFrom: Date | null;
  claimUntil: Date | null;
  total: number;
  perMember: number;
  listed: boolean;
  returnOnRefund: boolean;
  sort: number;
}

const when = (text: string | null | undefined) => (text ? new Date(text) : null);

/** A template as the operator's save sends it. */
export type TemplatePayload = z.infer<typeof adminCouponTemplateSave.payload>;

/** The payload in the service's terms: fen, dates, and brand and category ids sorted once. */
export function templateInput(p: TemplatePayload): TemplateInput {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    kind: p.kind,
    thresholdFen: p.threshold,
    amountFen: p.amount ?? null,
    percentOff: p.percent_off ?? null,
    capFen: p.cap ?? null,
    brandIds: [...new Set(p.brand_ids)].sort((a, b) => a - b),
    categoryIds: [...new Set(p.category_ids)].sort((a, b) => a - b),
    validFrom: when(p.valid_from),
    validUntil: when(p.valid_until),
    validDays: p.valid_days ?? null,
    claimFrom: when(p.claim_from),
    claimUntil: when(p.claim_until),
    total: p.total,
    perMember: p.per_member,
    listed: p.listed,
    returnOnRefund: p.return_on_refund,
    sort: p.sort,
  };
}
