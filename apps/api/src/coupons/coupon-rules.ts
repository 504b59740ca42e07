import { chinaDate, formatYuan } from '@labmall/rules';
import type { CouponKind } from './coupons.schema.ts';

/**
 * What a coupon gives on an order, kept pure so it is table-tested on its own (coupon-rules.test.ts).
 * The order's lines come in at the prices they sell at (activity prices included); a coupon's scope
 * picks the lines it covers, its threshold is met by those lines alone, and its discount never exceeds
 * them. Amounts are whole fen; a percentage is rounded down to the fen (never more than the rule says).
 */

/** A template's terms: what the coupon is worth and on which goods. */
export interface CouponTerms {
  kind: CouponKind;
  thresholdFen: number;
  amountFen: number | null;
  /** Percent off, 1–99 (a 九折 coupon is 10). */
  percentOff: number | null;
  capFen: number | null;
  /** Empty: every brand. */
  brandIds: readonly number[];
  /** Empty: every category; else these categories and everything under them. */
  categoryIds: readonly number[];
}

/** A coupon a member holds: the template's terms with the validity fixed when it was claimed. */
export interface HeldCoupon extends CouponTerms {
  id: number;
  validFrom: Date;
  validUntil: Date;
}

/** An order line as a coupon sees it. */
export interface CouponLine {
  subtotalFen: number;
  brandId: number;
  /** The line's category and each of its ancestors (a scope on a parent covers its descendants). */
  categoryPath: readonly number[];
}

export interface CouponVerdict {
  applicable: boolean;
  /** Why it cannot be used on this order (中文), or null. */
  reason: string | null;
  /** The goods it covers, after activity prices. */
  applicableFen: number;
  /** What it takes off the order; 0 when not applicable. */
  discountFen: number;
}

/**
 * The most a 无门槛 满减 coupon may take off (¥200). Below the default free-freight threshold (¥500):
 * an order it could cover entirely still pays freight, so an operator cannot make a coupon that zeroes
 * orders by accident; a larger discount needs a threshold above it (ADR 0026).
 */
export const NO_THRESHOLD_AMOUNT_MAX_FEN = 20_000;

/** Does a line fall in the coupon's scope (every scope the coupon names must hold)? */
export function lineInScope(terms: Pick<CouponTerms, 'brandIds' | 'categoryIds'>, line: CouponLine): boolean {
  if (terms.brandIds.length > 0 && !terms.brandIds.includes(line.brandId)) return false;
  if (terms.categoryIds.length > 0 && !line.categoryPath.some((id) => terms.categoryIds.includes(id))) {
    return false;
  }
  return true;
}

/** The goods a coupon covers on an order. */
export function applicableGoodsFen(terms: CouponTerms, lines: readonly CouponLine[]): number {
  return lines.reduce((sum, line) => (lineInScope(terms, line) ? sum + line.subtotalFen : sum), 0);
}

/** What the terms take off `applicableFen`, ignoring the threshold: never more than the goods. */
export function discountOf(terms: CouponTerms, applicableFen: number): number {
  if (applicableFen <= 0) return 0;
  if (terms.kind === 'amount') return Math.min(terms.amountFen ?? 0, applicableFen);
  const raw = Math.floor((applicableFen * (terms.percentOff ?? 0)) / 100);
  const capped = terms.capFen === null ? raw : Math.min(raw, terms.capFen);
  return Math.min(capped, applicableFen);
}

/** Whether a held coupon can be used on these lines at `at`, why not, and what it gives. */
export function couponVerdict(coupon: HeldCoupon, lines: readonly CouponLine[], at: Date): CouponVerdict {
  const applicableFen = applicableGoodsFen(coupon, lines);
  const no = (reason: string): CouponVerdict => ({
    applicable: false,
    reason,
    applicableFen,
    discountFen: 0,
  });
  if (at.getTime() >= coupon.validUntil.getTime()) return no('已过期');
  if (at.getTime() < coupon.validFrom.getTime()) return no(`${chinaDate(coupon.validFrom)} 起可用`);
  const scoped = coupon.brandIds.length > 0 || coupon.categoryIds.length > 0;
  if (applicableFen === 0) return no(scoped ? '订单中没有适用范围内的商品' : '订单中没有商品');
  if (applicableFen < coupon.thresholdFen) {
    const short = formatYuan(coupon.thresholdFen - applicableFen, 'short');
    return no(scoped ? `适用商品还差${short} 可用` : `还差${short} 可用`);
  }
  const discountFen = discountOf(coupon, applicableFen);
  if (discountFen <= 0) return no('适用商品金额过低，无优惠');
  return { applicable: true, reason: null, applicableFen, discountFen };
}

/**
 * The coupon to preselect: the largest discount; on a tie the one that expires first (use it before it
 * is lost), then the lower id. Null when none applies.
 */
export function bestCoupon<C extends HeldCoupon>(
  judged: readonly { coupon: C; verdict: CouponVerdict }[],
): C | null {
  let best: { coupon: C; verdict: CouponVerdict } | null = null;
  for (const entry of judged) {
    if (!entry.verdict.applicable) continue;
    if (
      !best ||
      entry.verdict.discountFen > best.verdict.discountFen ||
      (entry.verdict.discountFen === best.verdict.discountFen &&
        (entry.coupon.validUntil.getTime() < best.coupon.validUntil.getTime() ||
          (entry.coupon.validUntil.getTime() === best.coupon.validUntil.getTime() &&
            entry.coupon.id < best.coupon.id)))
    ) {
      best = entry;
    }
  }
  return best?.coupon ?? null;
}

/** A category and its ancestors, from the pid tree (a cycle or a missing parent ends the walk). */
export function categoryPath(id: number, parents: ReadonlyMap<number, number | null>): number[] {
  const path: number[] = [];
  let current: number | null | undefined = id;
  while (current !== null && current !== undefined && !path.includes(current)) {
    path.push(current);
    current = parents.get(current);
  }
  return path;
}

/** The coupon's face: ¥50 or 9折 / 8.5折. */
export function faceText(terms: Pick<CouponTerms, 'kind' | 'amountFen' | 'percentOff'>): string {
  if (terms.kind === 'amount') return formatYuan(terms.amountFen ?? 0, 'short');
  const tenths = 100 - (terms.percentOff ?? 0);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}折`;
}

/** The condition under the face: 满¥500可用 / 无门槛, and the cap of a percentage. */
export function conditionText(terms: Pick<CouponTerms, 'kind' | 'thresholdFen' | 'capFen'>): string {
  const parts = [terms.thresholdFen > 0 ? `满${formatYuan(terms.thresholdFen, 'short')}可用` : '无门槛'];
  if (terms.kind === 'percent' && terms.capFen !== null)
    parts.push(`最高减${formatYuan(terms.capFen, 'short')}`);
  return parts.join('，');
}

/** The scope in words: 全场通用, 限品牌：A、B, 限分类：X, or both. */
export function scopeText(brandNames: readonly string[], categoryNames: readonly string[]): string {
  const parts: string[] = [];
  if (brandNames.length > 0) parts.push(`限品牌：${brandNames.join('、')}`);
  if (categoryNames.length > 0) parts.push(`限分类：${categoryNames.join('、')}`);
  return parts.length > 0 ? parts.join('；') : '全场通用';
}

/** When a claimed coupon is valid: the template's fixed dates, or `validDays` from the claim. */
export function validityAtClaim(
  template: { validFrom: Date | null; validUntil: Date | null; validDays: number | null },
  claimedAt: Date,
): { validFrom: Date; validUntil: Date } {
  if (template.validDays !== null) {
    return {
      validFrom: claimedAt,
      validUntil: new Date(claimedAt.getTime() + template.validDays * 86_400_000),
    };
  }
  if (!template.validFrom || !template.validUntil) throw new Error('coupon template without validity');
  return { validFrom: template.validFrom, validUntil: template.validUntil };
}
