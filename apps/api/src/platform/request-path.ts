/**
 * The path of a request target as the client sent it, for the sign (docs/protocol.md §4): never
 * percent-decoded or otherwise normalised, because the client signed these bytes and routing's
 * decoded view (`/api/user/%69nfo` routes as `/api/user/info`) is not what it signed. It ends where
 * routing ends it, at `?` or `#`; an absolute-form target (`http://host/api/x`) keeps only its path.
 */
export function requestLinePath(target: string): string {
  const path = target.startsWith('/') ? target : afterAuthority(target);
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function afterAuthority(target: string): string {
  const scheme = /^https?:\/\//i.exec(target);
  if (!scheme) return target;
  const start = target.slice(scheme[0].length).search(/[/?#]/);
  if (start === -1) return '/';
  const rest = target.slice(scheme[0].length + start);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
