import '../coupons/coupons.css';
import type { PostAnswer } from '@labmall/contract';
import { chinaDate, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';

type OrderPreview = PostAnswer<'/order/preview'>;

/** 'best': the server's preselection (again after a reload); null: no coupon; else a coupon id. */
export type CouponChoice = number | null | 'best';

/** The coupon a choice stands for, only while it still applies to the order as previewed. */
export function chosenCoupon(coupons: OrderPreview['coupons'], choice: CouponChoice) {
  const id = choice === 'best' ? coupons.selected_id : choice;
  return coupons.list.find((c) => c.id === id && c.applicable) ?? null;
}

/** The amounts with the chosen coupon (or none): both figures are the server's, nothing is computed here. */
export function amountsWith(preview: OrderPreview, choice: CouponChoice): OrderPreview['amounts'] {
  const coupon = chosenCoupon(preview.coupons, choice);
  return {
    ...preview.amounts,
    discount: coupon?.discount ?? '0.00',
    payable: coupon?.payable ?? preview.coupons.payable_without,
  };
}

/**
 * 优惠券 at /order: the member's coupons, each with what it takes off this order or why it cannot be
 * used (还差¥120 可用…); the best one is preselected, any applicable one or none can be picked.
 */
export function CouponChooser({
  coupons,
  choice,
  onChoose,
}: {
  coupons: OrderPreview['coupons'];
  choice: CouponChoice;
  onChoose: (choice: CouponChoice) => void;
}) {
  const chosen = chosenCoupon(coupons, choice);
  const usable = coupons.list.filter((c) => c.applicable).length;
  return (
    <section className="lm-order-section" aria-labelledby="order-coupon-title">
      <div className="lm-order-section__head">
        <h2 id="order-coupon-title">
          优惠券
          {coupons.list.length > 0 ? <small>（{usable} 张可用）</small> : null}
        </h2>
        <Link to="/coupon" className="lm-order-section__manage">
          去领券
        </Link>
      </div>
      {coupons.list.length === 0 ? (
        <p className="lm-order-section__empty">暂无可用优惠券</p>
      ) : (
        <fieldset className="lm-coupon-choices" aria-label="选择优惠券">
          <label className="lm-coupon-choice">
            <input type="radio" name="coupon" checked={chosen === null} onChange={() => onChoose(null)} />
            <span className="lm-coupon-choice__text">不使用优惠券</span>
          </label>
          {coupons.list.map((coupon) => (
            <label
              key={coupon.id}
              className={`lm-coupon-choice${coupon.applicable ? '' : ' lm-coupon-choice--off'}`}
              data-testid={`order-coupon-${coupon.id}`}
            >
              <input
                type="radio"
                name="coupon"
                value={coupon.id}
                disabled={!coupon.applicable}
                checked={chosen?.id === coupon.id}
                onChange={() => onChoose(coupon.id)}
              />
              <span className="lm-coupon-choice__face">{coupon.face}</span>
              <span className="lm-coupon-choice__text">
                <span>{coupon.name}</span>
                <small>
                  {coupon.condition} · {coupon.scope} · {chinaDate(coupon.valid_until)} 前有效
                  {coupon.refund_rule ? ` · ${coupon.refund_rule}` : ''}
                </small>
              </span>
              <span className="lm-coupon-choice__saving">
                {coupon.applicable ? `-${displayYuan(coupon.discount)}` : coupon.reason}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
