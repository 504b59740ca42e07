import { Code } from '@labmall/protocol';
import { redirect } from 'react-router';
import { pageLoadFailure } from '../../components/catalogue/load-failure.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/order.coa';

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,24}$/;
const LINE_ID = /^[1-9]\d{0,15}$/;

/**
 * /user/order/{number}/coa/{line}: the COA of the lot a line of the member's own order was shipped
 * from. The API (`GET /user/order/coa`) checks the order is theirs and the COA live; the answer is a
 * redirect to a short-lived read URL, never cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ORDER_NUMBER.test(params.number) || !LINE_ID.test(params.line)) throw redirect('/error/404');
  const api = context.get(apiContext);
  const payload = { number: params.number, line_id: Number(params.line) };
  const answer = await api.getEnvelope('/user/order/coa', payload);
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code === Code.SESSION_EXPIRED) await api.get('/user/order/coa', payload); // throws the login redirect
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return new Response(null, {
    status: 302,
    headers: { Location: answer.obj.url, 'Cache-Control': 'private, no-store' },
  });
}
