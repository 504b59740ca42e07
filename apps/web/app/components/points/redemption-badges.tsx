import './points-tag.css';
import { pointsMessages as t } from './points-messages';

/** 积分兑换: the tag an order list and page show on a points-mall order (source 4). */
export function RedemptionTag({ source }: { source: number }) {
  if (source !== 4) return null;
  return (
    <span className="lm-points-tag" data-testid="order-redemption">
      {t.redemption}
    </span>
  );
}

/** What a redemption cost, in points (it has no money amounts). */
export function RedemptionAmount({ points }: { points: number }) {
  return (
    <p className="lm-order-card__amount">
      <span>{t.spent}</span> <strong>{t.points(points)}</strong>
    </p>
  );
}

/** The detail page's amounts block for a redemption: points spent instead of goods, freight and total. */
export function RedemptionTotals({ points }: { points: number }) {
  return (
    <dl className="lm-order-amounts">
      <div className="lm-order-facts__row">
        <dt>{t.redemption}</dt>
        <dd>无需支付</dd>
      </div>
      <div className="lm-order-facts__row lm-order-amounts__total">
        <dt>{t.spent}</dt>
        <dd data-testid="order-points-spent">{t.points(points)}</dd>
      </div>
    </dl>
  );
}
