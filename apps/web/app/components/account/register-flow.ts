import { safeRedirect } from '@labmall/rules';

/**
 * The login and registration pages pass the page that sent the visitor (`?redirect=`, set by the
 * guard or a login link) along, so step 3 can offer the way back. Each page reads it through
 * `safeRedirect`: an off-site target is dropped at the first page, not carried to the last.
 */
export const returnTarget = (search: URLSearchParams): string => safeRedirect(search.get('redirect'), '');

export function withRedirect(path: string, target: string): string {
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
