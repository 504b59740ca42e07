import { Code } from '@labmall/protocol';
import { type RouterContextProvider, redirect } from 'react-router';
import { apiContext } from '../../lib/context.server';
import { pageLoadFailure } from '../catalogue/load-failure.server';
import type { RedemptionData } from './redemption-form';

/**
 * The confirm view's data for /order?source=4: the gift as the server would redeem it now, the member's
 * balance and addresses. A gift taken off sale (or never there) sends the member back to the mall.
 */
export async function loadRedemption(
  context: Readonly<RouterContextProvider>,
  wanted: { id: number; quantity: number },
): Promise<RedemptionData> {
  const server = context.get(apiContext);
  const [preview, addresses] = await Promise.all([
    server.getEnvelope('/points/redeem/preview', wanted),
    server.get('/user/address/list'),
  ]);
  if (preview.code === Code.NOT_FOUND || preview.code === Code.INVALID) throw redirect('/points');
  if (preview.code !== Code.OK) return pageLoadFailure(context, preview.message);
  return { preview: preview.obj, addresses: addresses.list, addressLimit: addresses.limit };
}
