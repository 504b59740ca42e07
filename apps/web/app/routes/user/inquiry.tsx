import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/inquiries/inquiries.css';
import { Link } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { PagingList } from '../../components/controls/paging-list';
import { InquiryCard } from '../../components/inquiries/inquiry-card';
import { loadMemberPage, memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { messages, pageTitle } from '../../messages';
import type { Route } from './+types/inquiry';

const t = messages.inquiries;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  return { page: await loadMemberPage(request, (params) => api.get('/user/inquiries', params)) };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

/** /user/inquiry: the inquiries the member left when search found nothing, with the merchant's answers. */
export default function InquiryPage({ loaderData }: Route.ComponentProps) {
  return (
    <AntdScope>
      <section aria-labelledby="inquiry-title" className="lm-panel lm-member-list">
        <div className="lm-member-list__head">
          <h1 id="inquiry-title">{t.title}</h1>
        </div>
        <PagingList
          mode="paging"
          initial={loaderData.page}
          label={t.listLabel}
          itemKey={(inquiry) => inquiry.id}
          emptyHint={
            <>
              {t.empty}，
              <Link to="/list" className="lm-text-link">
                {t.search}
              </Link>
            </>
          }
          renderItem={(inquiry) => <InquiryCard inquiry={inquiry} />}
        />
      </section>
    </AntdScope>
  );
}
