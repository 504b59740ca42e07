import '../components/points/points.css';
import '../components/points/points-tag.css';
import { Code } from '@labmall/protocol';
import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { pageLoadFailure } from '../components/catalogue/load-failure.server';
import { PointsImage } from '../components/points/points-image';
import { pointsMessages as t } from '../components/points/points-messages';
import { apiContext } from '../lib/context.server';
import { cacheOrderList } from '../lib/order-list';
import { pageTitle } from '../messages';
import type { Route } from './+types/points.item';

const MAX_QUANTITY = 99;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,15}$/.test(params.id)) throw redirect('/error/404');
  const answer = await context.get(apiContext).getEnvelope('/points/detail', { id: Number(params.id) });
  // Off sale or never there: the same answer.
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return { item: answer.obj };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches[0].loaderData.shopName, loaderData?.item.name ?? t.itemTitle) },
  ...(loaderData ? [{ name: 'description', content: loaderData.item.description.slice(0, 120) }] : []),
];

/** /points/{id}: one gift, its points price and stock; 立即兑换 opens the confirm view (/order, source 4). */
export default function PointsItemPage({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const navigate = useNavigate();
  const most = Math.min(item.stock, MAX_QUANTITY);
  const [quantity, setQuantity] = useState(1);
  const chosen = Math.min(Math.max(1, Math.floor(quantity) || 1), Math.max(1, most));

  const redeem = () => {
    // SPEC §4: /order opens only with a cached order list; visitors are sent to log in by the guard.
    cacheOrderList({ source: 4, items: [{ points_item_id: item.id, quantity: chosen }] });
    navigate(`/order?source=4&id=${item.id}`);
  };

  return (
    <div className="lm-points">
      <p>
        <Link to="/points" className="lm-text-link">
          {t.back}
        </Link>
      </p>
      <article className="lm-points-item" aria-labelledby="points-item-title">
        <PointsImage src={item.image} alt={item.name} size={360} />
        <div className="lm-points-item__info">
          <span className="lm-points-tag">{item.category}</span>
          <h1 id="points-item-title">{item.name}</h1>
          <div className="lm-points-item__price">
            <span className="lm-points-price">{t.points(item.points_price)}</span>
          </div>
          <p className="lm-points-item__row">{t.stock(item.stock)}</p>
          {most > 0 ? (
            <div className="lm-points-item__row">
              <label htmlFor="points-quantity">{t.quantity}</label>
              <input
                id="points-quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={most}
                value={quantity}
                onChange={(event) => setQuantity(Number(event.target.value))}
              />
              <span>
                {t.cost}：<strong className="lm-points-price">{t.points(item.points_price * chosen)}</strong>
              </span>
            </div>
          ) : null}
          <div className="lm-points-item__row">
            <button
              type="button"
              className="lm-button lm-button--primary"
              disabled={most <= 0}
              onClick={redeem}
            >
              {most > 0 ? t.redeem : t.soldOut}
            </button>
            <Link to="/user/points" className="lm-text-link">
              {t.myPoints}
            </Link>
          </div>
          <p className="lm-points-item__hint">{t.noPayment}</p>
          {item.description ? <p className="lm-points-item__desc">{item.description}</p> : null}
        </div>
      </article>
    </div>
  );
}
