import {
  adminCouponIssue,
  adminCouponTemplateListing,
  adminCouponTemplateSave,
  adminCouponTemplates,
} from '@labmall/contract/coupons';
import { formatYuan } from '@labmall/rules';
import type { z } from 'zod';
import { defineRoute } from '../platform/route.ts';
import type { TemplateInput, TemplateRow } from './coupons.service.ts';

/** Coupon templates for operators (the console comes later): list, create or change, list/delist, issue. */

const when = (text: string | null | undefined) => (text ? new Date(text) : null);

function templateAnswer({
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
    sort: t.sort,
  };
}

type SavePayload = z.infer<typeof adminCouponTemplateSave.payload>;

function templateInput(p: SavePayload): TemplateInput {
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
    sort: p.sort,
  };
}

export const couponAdminRoutes = [
  defineRoute({
    ...adminCouponTemplates,
    handler: async ({ payload, deps }) => {
      const page = await deps.coupons.templates({ index: payload.index, pageSize: payload.pageSize });
      return { total: page.total, list: page.list.map(templateAnswer) };
    },
  }),
  defineRoute({
    ...adminCouponTemplateSave,
    handler: async ({ payload, deps }) =>
      templateAnswer(await deps.coupons.saveTemplate(templateInput(payload))),
  }),
  defineRoute({
    ...adminCouponTemplateListing,
    handler: ({ payload, deps }) => deps.coupons.setListed(payload.id, payload.listed),
  }),
  defineRoute({
    ...adminCouponIssue,
    handler: ({ payload, deps }) => deps.coupons.issue(payload.id, payload.phone),
  }),
];
