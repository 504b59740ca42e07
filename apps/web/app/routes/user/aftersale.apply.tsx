import '../../components/account/account.css';
import '../../components/orders/orders.css';
import '../../components/aftersales/aftersales.css';
import { Code } from '@labmall/protocol';
import { Link, redirect } from 'react-router';
import { aftersaleMessages as t } from '../../components/aftersales/aftersale-messages';
import { ApplyForm } from '../../components/aftersales/apply-form';
import { AntdScope } from '../../components/antd-scope';
import { pageLoadFailure } from '../../components/catalogue/load-failure.server';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { pageUrl } from '../../lib/guard';
import { pageTitle } from '../../messages';
import type { Route } from './+types/aftersale.apply';

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,24}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const number = pageUrl(request.url).searchParams.get('number') ?? '';
  if (!ORDER_NUMBER.test(number)) throw redirect('/user/order');
  const answer = await context.get(apiContext).getEnvelope('/user/aftersale/options', { number });
  // Another member's order is answered like one that does not exist.
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return { options: answer.obj };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.applyTitle) },
  { name: 'robots', content: 'noindex' },
];

/** /user/aftersale/apply?number=…: 申请售后 for one of the member's orders. */
export default function AftersaleApplyPage({ loaderData }: Route.ComponentProps) {
  const { options } = loaderData;
  return (
    <AntdScope>
      <article aria-labelledby="aftersale-apply-title" className="lm-panel lm-aftersale">
        <p className="lm-order-detail__back">
          <Link to={`/user/order/${options.order_number}`} className="lm-text-link">
            {t.backToOrder}
          </Link>
        </p>
        <h1 id="aftersale-apply-title" className="lm-aftersale__title">
          {t.applyTitle}
        </h1>
        <p className="lm-order-detail__muted">{t.applyLead(options.order_number)}</p>
        <ApplyForm options={options} />
      </article>
    </AntdScope>
  );
}
