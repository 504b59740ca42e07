import '../../components/account/account.css';
import '../../components/coupons/coupons.css';
import '../../components/member-lists/member-lists.css';
import '../../components/orders/orders.css';
import { Link } from 'react-router';
import { PagingList } from '../../components/controls/paging-list';
import { CouponCard, validityText } from '../../components/coupons/coupon-card';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { pageUrl } from '../../lib/guard';
import { pageTitle } from '../../messages';
import type { Route } from './+types/coupon';

const TITLE = '我的优惠券';

const TABS = [
  ['unused', '未使用'],
  ['used', '已使用'],
  ['expired', '已过期'],
] as const;
type Tab = (typeof TABS)[number][0];

/** Under 未找到相关信息 (SPEC §2): what the empty tab means. */
const EMPTY: Record<Tab, string> = {
  unused: '领到的优惠券会出现在这里',
  used: '用过的优惠券会出现在这里',
  expired: '过期的优惠券会出现在这里',
};

function tabOf(url: URL): Tab {
  const raw = url.searchParams.get('tab');
  return TABS.some(([tab]) => tab === raw) ? (raw as Tab) : 'unused';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const tab = tabOf(pageUrl(request.url));
  const page = await loadMemberPage(request, (params) => api.get('/user/coupon/list', { tab, ...params }));
  return { page, tab };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

/** /user/coupon: the member's coupons in three tabs (未使用 / 已使用 / 已过期), each with its count. */
export default function MyCouponsPage({ loaderData }: Route.ComponentProps) {
  const { page, tab } = loaderData;
  return (
    <section aria-labelledby="coupons-title" className="lm-panel lm-member-list">
      <div className="lm-member-list__head">
        <h1 id="coupons-title">{TITLE}</h1>
        <Link to="/coupon" className="lm-text-link">
          去领券中心
        </Link>
      </div>
      <nav className="lm-order-tabs" aria-label="优惠券状态">
        <ul>
          {TABS.map(([key, label]) => (
            <li key={key}>
              <Link
                to={key === 'unused' ? '/user/coupon' : `/user/coupon?tab=${key}`}
                className="lm-order-tabs__tab"
                aria-current={key === tab ? 'page' : undefined}
              >
                {label}
                <span className="lm-order-tabs__count">{page.counts[key]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagingList
        key={tab}
        mode="paging"
        initial={page}
        label="优惠券列表"
        listClassName="lm-coupons"
        itemKey={(coupon) => coupon.id}
        emptyHint={
          tab === 'unused' ? (
            <>
              {EMPTY.unused}，
              <Link to="/coupon" className="lm-text-link">
                去领券中心看看
              </Link>
            </>
          ) : (
            EMPTY[tab]
          )
        }
        renderItem={(coupon) => (
          <CouponCard
            coupon={coupon}
            validity={`有效期 ${validityText(coupon.valid_from, coupon.valid_until)}`}
            muted={tab !== 'unused'}
            badge={
              tab === 'unused' ? null : (
                <span className="lm-coupon__badge">{tab === 'used' ? '已使用' : '已过期'}</span>
              )
            }
          >
            {coupon.order_number ? (
              <span>
                用于订单{' '}
                <Link to={`/user/order/${coupon.order_number}`} className="lm-text-link">
                  {coupon.order_number}
                </Link>
              </span>
            ) : null}
          </CouponCard>
        )}
      />
    </section>
  );
}
