import { safeRedirect } from '@labmall/rules';
import { redirect } from 'react-router';
import type { Route } from './+types/login-bridge';

/**
 * /admin/login until staff accounts have their own login page: operators are members today, so this
 * hands over to the member login and back. The staff login page takes this path's place.
 */
export function loader({ request }: Route.LoaderArgs) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), '/admin');
  throw redirect(`/login?redirect=${encodeURIComponent(target)}`);
}
