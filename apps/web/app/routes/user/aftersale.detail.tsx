import '../../components/account/account.css';
import '../../components/orders/orders.css';
import '../../components/aftersales/aftersales.css';
import { aftersaleKindLabels, aftersaleReasonLabels } from '@labmall/contract/aftersale-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link, redirect } from 'react-router';
import { aftersaleMessages as t } from '../../components/aftersales/aftersale-messages';
import { AftersaleStateBadge } from '../../components/aftersales/aftersale-state-badge';
import { ReturnForm, WithdrawButton } from '../../components/aftersales/return-form';
import { AntdScope } from '../../components/antd-scope';
import { pageLoadFailure } from '../../components/catalogue/load-failure.server';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { pageTitle } from '../../messages';
import type { Route } from './+types/aftersale.detail';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw redirect('/error/404');
  const answer = await context.get(apiContext).getEnvelope('/user/aftersale/detail', { id });
  // Another member's request is answered like one that does not exist.
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return { request: answer.obj };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches[0].loaderData.shopName,
      loaderData ? t.detailTitle(loaderData.request.id) : t.title,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="lm-order-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /user/aftersale/{id}: one request, where it stands, and what the buyer does next (寄回, 撤销). */
export default function AftersaleDetailPage({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  const goodsBack = request.kind !== 'refund_only';
  return (
    <AntdScope>
      <article aria-labelledby="aftersale-title" className="lm-panel lm-order-detail lm-aftersale">
        <p className="lm-order-detail__back">
          <Link to="/user/aftersale" className="lm-text-link">
            {t.backToList}
          </Link>
        </p>
        <header className="lm-order-detail__head">
          <h1 id="aftersale-title">{t.detailTitle(request.id)}</h1>
          <AftersaleStateBadge state={request.state} />
          <span className="lm-order-card__time">
            {t.appliedAt} <time dateTime={request.created_at}>{chinaMinute(request.created_at)}</time>
          </span>
        </header>
        <p className="lm-order-detail__hint">{t.stateNotes[request.state]}</p>
        {request.state === 'pending' || request.state === 'approved' ? (
          <WithdrawButton id={request.id} />
        ) : null}

        <dl className="lm-order-facts">
          <Row label={t.order}>
            <Link to={`/user/order/${request.order_number}`} className="lm-text-link">
              {request.order_number}
            </Link>
          </Row>
          <Row label={t.kind}>{aftersaleKindLabels[request.kind]}</Row>
          <Row label={t.reason}>{aftersaleReasonLabels[request.reason]}</Row>
          <Row label={t.opened}>{request.opened ? '是' : '否'}</Row>
          {request.kind === 'exchange' ? null : (
            <Row label={t.amount}>
              {displayYuan(request.amount)}
              {request.restocking_fee !== '0.00'
                ? `（已扣${t.restockingFee} ${displayYuan(request.restocking_fee)}）`
                : ''}
            </Row>
          )}
        </dl>

        {request.state === 'rejected' && request.reject_reason ? (
          <section aria-labelledby="aftersale-rejected" className="lm-order-detail__section">
            <h2 id="aftersale-rejected">{t.sections.rejected}</h2>
            <p className="lm-aftersale-text">{request.reject_reason}</p>
          </section>
        ) : null}

        {goodsBack && request.return_address ? (
          <section aria-labelledby="aftersale-address" className="lm-order-detail__section">
            <h2 id="aftersale-address">{t.sections.returnAddress}</h2>
            <p className="lm-aftersale-text" data-testid="aftersale-return-address">
              {request.return_address}
            </p>
          </section>
        ) : null}

        {goodsBack && request.state === 'approved' ? (
          <section aria-labelledby="aftersale-ship" className="lm-order-detail__section">
            <h2 id="aftersale-ship">{t.sections.ship}</h2>
            <ReturnForm id={request.id} />
          </section>
        ) : null}

        {request.tracking_no ? (
          <section aria-labelledby="aftersale-shipped" className="lm-order-detail__section">
            <h2 id="aftersale-shipped">{t.sections.shipped}</h2>
            <dl className="lm-order-facts">
              <Row label={t.carrier}>{request.carrier}</Row>
              <Row label={t.trackingNo}>{request.tracking_no}</Row>
            </dl>
          </section>
        ) : null}

        {request.replacement ? (
          <section aria-labelledby="aftersale-replacement" className="lm-order-detail__section">
            <h2 id="aftersale-replacement">{t.sections.replacement}</h2>
            <dl className="lm-order-facts">
              <Row label={t.carrier}>{request.replacement.carrier}</Row>
              <Row label={t.trackingNo}>{request.replacement.tracking_no}</Row>
            </dl>
          </section>
        ) : null}

        <section aria-labelledby="aftersale-lines" className="lm-order-detail__section">
          <h2 id="aftersale-lines">{t.sections.lines}</h2>
          <table className="lm-order-lines">
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">货号</th>
                <th scope="col">包装</th>
                <th scope="col" className="lm-order-lines__num">
                  数量
                </th>
                <th scope="col" className="lm-order-lines__num">
                  金额
                </th>
              </tr>
            </thead>
            <tbody>
              {request.lines.map((line) => (
                <tr key={line.line_id}>
                  <td data-label="商品">{line.name}</td>
                  <td data-label="货号">{line.sku}</td>
                  <td data-label="包装">{line.pack}</td>
                  <td data-label="数量" className="lm-order-lines__num">
                    {line.quantity}
                  </td>
                  <td data-label="金额" className="lm-order-lines__num">
                    {displayYuan(line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="aftersale-description" className="lm-order-detail__section">
          <h2 id="aftersale-description">{t.sections.description}</h2>
          <p className="lm-aftersale-text">{request.description}</p>
        </section>

        {request.photos.length > 0 ? (
          <section aria-labelledby="aftersale-photos" className="lm-order-detail__section">
            <h2 id="aftersale-photos">{t.sections.photos}</h2>
            <ul className="lm-aftersale-photos">
              {request.photos.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={t.photoAlt(i + 1)} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </AntdScope>
  );
}
