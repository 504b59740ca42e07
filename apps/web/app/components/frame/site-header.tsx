import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { FrameData } from '../../lib/frame/types';
import { loginRedirect } from '../../lib/guard';
import { isLoggedIn, type SessionUser } from '../../lib/user';
import { messages } from '../../messages';
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

export function SiteHeader({ shopName, user, cartCount, frame }: SiteHeaderProps) {
  const loginHref = useLoginHref();
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
      <header className="lm-site-header" id={PAGE_TOP_ID} tabIndex={-1}>
        <div className="lm-topbar">
          <div className="lm-container lm-topbar__inner">
            <p className="lm-topbar__welcome">
              {t.welcome}
              {shopName}
            </p>
            <nav aria-label={t.shortcutsLabel}>
              <ul className="lm-topbar__links">
                {isLoggedIn(user) ? (
                  <li>
                    <AccountMenu user={user} />
                  </li>
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
        </div>
        <div className="lm-navbar">
          <div className="lm-container lm-navbar__inner">
            <ProductGroupMenu groups={groups} />
            <TopNav nav={frame.nav} />
          </div>
        </div>
      </header>
    </>
  );
}
