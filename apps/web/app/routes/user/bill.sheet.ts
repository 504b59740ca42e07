import { Code } from '@labmall/protocol';
import { redirect } from 'react-router';
import { pageLoadFailure } from '../../components/catalogue/load-failure.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/bill.sheet';

const ID = /^[1-9]\d{0,15}$/;

/**
 * /user/bill/statement/{id}/sheet: the statement as an .xlsx download, built by the API
 * (`GET /user/bill/export`, called in process like every loader's call).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw redirect('/error/404');
  const api = context.get(apiContext);
  const payload = { id: Number(params.id) };
  const answer = await api.getEnvelope('/user/bill/export', payload);
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code === Code.SESSION_EXPIRED) await api.get('/user/bill/export', payload); // throws the login redirect
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  const body = Buffer.from(answer.obj.xlsx, 'base64');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      // RFC 6266: an ASCII fallback and the real (Chinese) name percent-encoded.
      'Content-Disposition': `attachment; filename="statement-${params.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(answer.obj.filename)}`,
      'Content-Length': String(body.length),
      'Cache-Control': 'private, no-store',
    },
  });
}
