/**
 * The three registration pages pass the page that sent the visitor to register (`?redirect=`, set by
 * /login) along, so step 3 can offer the way back. Only the login page's own check decides whether
 * the target is safe (lib/guard `safeReturnTarget`).
 */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
