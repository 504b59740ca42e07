import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { SmartLink } from '../controls/smart-link';

/**
 * Addresses from the merchant's configuration (footer, customer service) are data, not code: only
 * same-site paths and http(s)/tel/mailto survive, so a stray `javascript:` can never reach an href.
 */
export function safeHref(raw: string | undefined | null): string | null {
  const url = raw?.trim() ?? '';
  if (isSitePath(url)) return url;
  if (/^(?:https?:\/\/|tel:|mailto:)/i.test(url)) return url;
  return null;
}

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

type FrameLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

/**
 * A real `<a href>`: client-side navigation for the shop's own pages, prefetched on intent unless the
 * connection is 2g or saves data (SmartLink, SPEC §9); a plain link for the rest.
 */
export function FrameLink({ href, children, ...rest }: FrameLinkProps) {
  if (isSitePath(href)) {
    return (
      <SmartLink to={href} {...rest}>
        {children}
      </SmartLink>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
