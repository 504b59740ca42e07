import { redirect } from 'react-router';

/** Any unmatched URL goes to /error/404 (SPEC §4), which answers with HTTP 404. */
export function loader() {
  throw redirect('/error/404');
}

export default function NotFound() {
  return null;
}
