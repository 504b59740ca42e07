import '../components/coupons/coupons.css';
import { useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { CouponCard } from '../components/coupons/coupon-card';
import { memberHeaders } from '../components/member-lists/load-page.server';
import { api } from '../lib/api/browser';
import { apiContext } from '../lib/context.server';
import { loginRedirect } from '../lib/guard';
import { toastSuccess } from '../lib/ui/feedback';
import { isLoggedIn } from '../lib/user';
import { pageTitle } from '../messages';
import type { Route } from './+types/coupon';

const TITLE = '领券中心';

/** /coupon: the coupons being given out; visitors see them and are sent to log in to claim one. */
export async function loader({ context }: Route.LoaderArgs) {
  return context.get(apiContext).get('/coupon/centre');
}

// A member's page says what they have claimed: never in a shared cache.
export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
];

type Offer = Route.ComponentProps['loaderData']['list'][number];

function ClaimButton({ offer, member }: { offer: Offer; member: boolean }) {
  const { revalidate } = useRevalidator();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  if (offer.state === 'claimed') {
    return (
      <Link to="/user/coupon" className="lm-button" aria-label={`${offer.name}已领取，去我的优惠券`}>
        已领取
      </Link>
    );
  }
  if (offer.state === 'exhausted') {
    return (
      <button type="button" className="lm-button" disabled>
        已抢光
      </button>
    );
  }
  if (!member) {
    return (
      <Link
        to={loginRedirect(location.pathname, new URLSearchParams(location.search))}
        className="lm-button lm-button--primary"
        aria-label={`登录后领取${offer.name}`}
      >
        登录领取
      </Link>
    );
  }
  const claim = async () => {
    setBusy(true);
    try {
      await api.post('/coupon/claim', { id: offer.id });
      toastSuccess('领取成功，已放入“我的优惠券”');
    } catch {
      // The message (已领取过, 已抢光…) is already shown; the list below shows the state as it is now.
    } finally {
      setBusy(false);
      await revalidate();
    }
  };
  return (
    <button
      type="button"
      className="lm-button lm-button--primary"
      disabled={busy}
      aria-busy={busy}
      aria-label={`领取${offer.name}`}
      onClick={() => void claim()}
    >
      {busy ? '领取中…' : '领取'}
    </button>
  );
}

export default function CouponCentrePage({ loaderData, matches }: Route.ComponentProps) {
  const member = isLoggedIn(matches[0].loaderData.user);
  return (
    <section className="lm-coupon-centre" aria-labelledby="coupon-centre-title">
      <h1 id="coupon-centre-title">{TITLE}</h1>
      <p className="lm-coupon-centre__lead">
        领取后在“确认订单”时选用，每单限用一张。
        {member ? (
          <Link to="/user/coupon" className="lm-text-link">
            我的优惠券
          </Link>
        ) : null}
      </p>
      {loaderData.list.length === 0 ? (
        <p className="lm-order-section__empty">暂时没有可领取的优惠券，过几天再来看看。</p>
      ) : (
        <ul className="lm-coupons">
          {loaderData.list.map((offer) => (
            <li key={offer.id}>
              <CouponCard coupon={offer} validity={offer.validity} muted={offer.state === 'exhausted'}>
                <span className="lm-coupon__remaining">
                  {offer.state === 'exhausted'
                    ? '已全部领完'
                    : `剩余 ${offer.remaining} 张 · 每人限领 ${offer.per_member} 张`}
                </span>
                <ClaimButton offer={offer} member={member} />
              </CouponCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
