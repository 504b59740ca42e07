import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/pay/pay.css';
import { Link } from 'react-router';
import { PagingList } from '../../components/controls/paging-list';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import { PaymentRecordRow } from '../../components/pay/payment-record';
import { apiContext } from '../../lib/context.server';
import { pageTitle } from '../../messages';
import type { Route } from './+types/bill.record';

const TITLE = '账单记录';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const page = await loadMemberPage(request, (params) => api.get('/user/bill/record', params));
  return { page };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

/** /user/bill/record: every payment the member made or started, newest first, 20 a page. */
export default function BillRecordPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="bill-record-title" className="lm-panel lm-member-list">
      <div className="lm-member-list__head">
        <h1 id="bill-record-title">{TITLE}</h1>
      </div>
      <p className="lm-member-list__lead">每一次付款的方式、金额与状态；对公转账在确认到账后显示为已支付。</p>
      <PagingList
        mode="paging"
        initial={loaderData.page}
        label="付款记录"
        listClassName="lm-bill-records"
        itemKey={(row) => row.id}
        emptyHint={
          <>
            订单付款后可在这里查看，
            <Link to="/user/order" className="lm-text-link">
              查看我的订单
            </Link>
          </>
        }
        renderItem={(row) => <PaymentRecordRow row={row} />}
      />
    </section>
  );
}
