import { redirect } from 'react-router';
import { apiContext, userContext } from '../lib/context.server';
import { isLoggedIn } from '../lib/user';
import type { Route } from './+types/last-viewed';

/**
 * `/item` without an id (SPEC §2 `/item/{id?}`): a member goes back to the product they viewed last,
 * anyone else (or a member with no history) to the product list. Never cached: the answer is the
 * member's. ADR 0039.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (isLoggedIn(context.get(userContext))) {
    const history = await context.get(apiContext).get('/user/history/list', { index: 1, pageSize: 1 });
    const last = history.list[0];
    if (last) throw redirect(`/item/${last.product_id}`, { headers });
  }
  throw redirect('/list', { headers });
}
