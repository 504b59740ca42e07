import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { usePrefetchAllowed } from '../../lib/hooks/prefetch';

/**
 * React Router's `Link` that prefetches the target's code and data on intent (hover, focus), except
 * on a 2g connection or with data saver on (SPEC §9). Server-rendered without prefetch; the decision
 * is made in the browser once hydrated. `prefetch` may still be set, and data saver still wins.
 */
export function SmartLink({ prefetch = 'intent', ...props }: ComponentPropsWithRef<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? prefetch : 'none'} />;
}
