import { chinaDate } from '@labmall/rules';
import type { ReactNode } from 'react';

/** The words every coupon is shown with; the server writes them (packages/contract/src/coupons.ts). */
export interface CouponWords {
  name: string;
  kind: 'amount' | 'percent';
  face: string;
  condition: string;
  scope: string;
  /** Said only when a refund of the order does not give the coupon back. */
  refund_rule: string;
}

/** 有效期 from … to … (valid_until is exclusive: shown as the last instant it still holds). */
export function validityText(validFrom: string, validUntil: string): string {
  const last = new Date(new Date(validUntil).getTime() - 1000).toISOString();
  return `${chinaDate(validFrom)} 至 ${chinaDate(last)}`;
}

/**
 * A coupon as a ticket: the face (¥50 / 9折) and its condition on the left, name, scope and validity on
 * the right, and whatever the page adds (a claim button, the order that used it). `muted` greys a used
 * or expired one.
 */
export function CouponCard({
  coupon,
  validity,
  muted = false,
  children,
  badge,
}: {
  coupon: CouponWords;
  validity: string;
  muted?: boolean;
  children?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <article
      className={`lm-coupon${muted ? ' lm-coupon--muted' : ''}`}
      aria-label={`${coupon.name}，${coupon.face}`}
    >
      <div className="lm-coupon__face">
        <strong className="lm-coupon__value">{coupon.face}</strong>
        <span className="lm-coupon__condition">{coupon.condition}</span>
      </div>
      <div className="lm-coupon__body">
        <h2 className="lm-coupon__name">
          {coupon.name}
          {badge}
        </h2>
        <p className="lm-coupon__scope">{coupon.scope}</p>
        {coupon.refund_rule ? <p className="lm-coupon__scope">{coupon.refund_rule}</p> : null}
        <p className="lm-coupon__validity">{validity}</p>
        {children ? <div className="lm-coupon__extra">{children}</div> : null}
      </div>
    </article>
  );
}
