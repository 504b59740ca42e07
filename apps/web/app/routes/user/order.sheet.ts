import { Code } from '@labmall/protocol';
import { redirect } from 'react-router';
import { pageLoadFailure } from '../../components/catalogue/load-failure.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/order.sheet';

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,24}$/;

/**
 * /user/order/{number}/sheet?kind=delivery|quotation: the order's 送货单 or 报价单 as an .xlsx download,
 * built by the API (`GET /user/order/export`, called in process like every loader's call).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = new URL(request.url).searchParams.get('kind') === 'quotation' ? 'quotation' : 'delivery';
  if (!ORDER_NUMBER.test(params.number)) throw redirect('/error/404');
  const api = context.get(apiContext);
  const answer = await api.getEnvelope('/user/order/export', { number: params.number, kind });
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code === Code.SESSION_EXPIRED) {
    await api.get('/user/order/export', { number: params.number, kind }); // throws the login redirect
  }
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  const body = Buffer.from(answer.obj.xlsx, 'base64');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      // RFC 6266: an ASCII fallback and the real (Chinese) name percent-encoded.
      'Content-Disposition': `attachment; filename="order-${params.number}-${kind}.xlsx"; filename*=UTF-8''${encodeURIComponent(answer.obj.filename)}`,
      'Content-Length': String(body.length),
      'Cache-Control': 'private, no-store',
    },
  });
}
