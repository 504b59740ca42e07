import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FrameData } from '../../lib/frame/types';
import { loginRedirect } from '../../lib/guard';
import { isLoggedIn, type SessionUser } from '../../lib/user';
import { messages } from '../../messages';
import { ChatMenuButton } from '../chat/chat-launcher';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { categoryChildren, groupMenuTree } from './category-tree';
import { HeaderSearch } from './header-search';
import { Icon } from './icons';
import { ProductGroupMenu } from './product-group-menu';
import { TopNav } from './top-nav';

const t = messages.header;

/** The header's id: 返回顶部 moves focus here (it is focusable from script only). */
export const PAGE_TOP_ID = 'top';

export interface SiteHeaderProps {
  shopName: string;
  user: SessionUser;
  cartCount: number;
  frame: FrameData;
}

/** Login returns to the page the visitor was on, except from the login and register pages themselves. */
function useLoginHref(): string {
  const { pathname, search } = useLocation();
  if (pathname === '/login' || pathname.startsWith('/register')) return '/login';
  return loginRedirect(pathname, new URLSearchParams(search));
}

/** The phone menu's panels: the shortcuts bar and the navigation bar (wider screens always show them). */
const MENU_PANELS = 'site-shortcuts site-navigation';

/** Open or closed; closed again on every navigation, so a chosen link never leaves the menu over the page. */
function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => setOpen(false), [pathname, search]);
  return { open, toggle: () => setOpen((was) => !was) };
}

export function SiteHeader({ shopName, user, cartCount, frame }: SiteHeaderProps) {
  const loginHref = useLoginHref();
  const menu = usePhoneMenu();
  const roots = useMemo(() => categoryChildren(frame.categories, 0, 1), [frame.categories]);
  const groups = useMemo(
    () => groupMenuTree(frame.groups, frame.categories),
    [frame.groups, frame.categories],
  );

  return (
    <>
      <a className="lm-skip" href="#main">
        {t.skipToMain}
      </a>
      {/* On phones only the logo, 采购单, 菜单 and the search show (issue 32, item 13: the whole header
          took 360 of 812 px); the shortcuts and navigation open under 菜单. */}
      <header
        className="lm-site-header"
        id={PAGE_TOP_ID}
        tabIndex={-1}
        data-menu={menu.open ? 'open' : 'closed'}
      >
        <div className="lm-topbar" id="site-shortcuts">
          <div className="lm-container lm-topbar__inner">
            <p className="lm-topbar__welcome">
              {t.welcome}
              {shopName}
            </p>
            <nav aria-label={t.shortcutsLabel}>
              <ul className="lm-topbar__links">
                {isLoggedIn(user) ? (
                  <>
                    <li>
                      <AccountMenu user={user} />
                    </li>
                    <li>
                      <Link to="/user/message" className="lm-topbar__messages">
                        {t.messages}
                        {user.messages > 0 ? (
                          <>
                            <span className="lm-topbar__badge" aria-hidden="true">
                              {user.messages > 99 ? '99+' : user.messages}
                            </span>
                            <span className="lm-sr-only">{t.unreadMessages(user.messages)}</span>
                          </>
                        ) : null}
                      </Link>
                    </li>
                  </>
                ) : (
                  <>
                    <li>
                      <Link to={loginHref}>{t.login}</Link>
                    </li>
                    <li>
                      <Link to="/register">{t.register}</Link>
                    </li>
                  </>
                )}
                <li>
                  <Link to="/quick">{t.quickOrder}</Link>
                </li>
                <li>
                  <Link to="/points">{t.points}</Link>
                </li>
                {/* Phones only: there the floating side bar, which covered the page's own buttons, is gone. */}
                <li className="lm-topbar__service">
                  <ChatMenuButton />
                </li>
                {/* Phones only: beside the search box it made the header taller than a phone allows. */}
                <li className="lm-topbar__structure">
                  <Link to="/structure">{t.search.structure}</Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>
        <div className="lm-container lm-masthead">
          <Link to="/" className="lm-logo" aria-label={t.homeLink(shopName)}>
            <span className="lm-logo__mark">
              <Icon name="flask" size={22} />
            </span>
            <span className="lm-logo__name">{shopName}</span>
          </Link>
          <HeaderSearch categories={roots} options={frame.categories} />
          <CartLink count={cartCount} />
          <button
            type="button"
            className="lm-menu-toggle"
            aria-expanded={menu.open}
            aria-controls={MENU_PANELS}
            onClick={menu.toggle}
          >
            <Icon name="menu" />
            {t.menu}
          </button>
        </div>
        <div className="lm-navbar" id="site-navigation">
          <div className="lm-container lm-navbar__inner">
            <ProductGroupMenu groups={groups} />
            <TopNav nav={frame.nav} />
          </div>
        </div>
      </header>
    </>
  );
}
