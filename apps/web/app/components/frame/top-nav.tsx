import { type LinkParams, resolveLink } from '@labmall/rules';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { BusinessLink, NavEntry } from '../../lib/frame/types';
import { messages } from '../../messages';
import { Icon } from './icons';
import { usePopover } from './use-popover';

const t = messages.header.nav;

const hrefOf = (link: BusinessLink) => resolveLink(link.type, link.params as LinkParams);

/** The top menu from `GET /home/nav/list`; an entry's children (and its hot links) drop down. */
export function TopNav({ nav }: { nav: NavEntry[] }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <nav className="lm-topnav" aria-label={t.label}>
      <ul className="lm-topnav__list">
        {nav.map((entry) => (
          <TopNavEntry key={entry.code || entry.name} entry={entry} here={here} />
        ))}
      </ul>
    </nav>
  );
}

function TopNavEntry({ entry, here }: { entry: NavEntry; here: string }) {
  const href = hrefOf(entry.link);
  const subs = [
    ...(entry.children ?? []).map((child) => ({ name: child.name, href: hrefOf(child.link) })),
    ...(entry.list ?? []).map((item) => ({ name: item.name, href: hrefOf(item.link) })),
  ];
  const link = (
    <Link to={href} className="lm-topnav__link" aria-current={href === here ? 'page' : undefined}>
      {entry.name}
    </Link>
  );
  if (subs.length === 0) return <li className="lm-topnav__item">{link}</li>;
  return <TopNavDropdown name={entry.name} link={link} subs={subs} here={here} />;
}

/** Disclosure navigation with a top-level link: the link goes, the chevron button opens. */
function TopNavDropdown({
  name,
  link,
  subs,
  here,
}: {
  name: string;
  link: ReactNode;
  subs: { name: string; href: string }[];
  here: string;
}) {
  const popover = usePopover();
  const panelId = useId();
  return (
    <li className="lm-topnav__item lm-dd" {...popover.rootProps}>
      {link}
      <button
        className="lm-topnav__toggle"
        aria-controls={panelId}
        aria-label={t.expand(name)}
        {...popover.triggerProps}
      >
        <Icon name="chevron" size={14} />
      </button>
      <ul id={panelId} className="lm-dd__panel" {...popover.panelProps}>
        {subs.map((sub) => (
          <li key={`${sub.name}-${sub.href}`}>
            <Link to={sub.href} aria-current={sub.href === here ? 'page' : undefined}>
              {sub.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
