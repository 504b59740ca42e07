import { SIDEBAR_SCROLL_PX } from '@labmall/rules';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SysConfig } from '../../lib/frame/types';
import { loginRedirect } from '../../lib/guard';
import { isLoggedIn, type SessionUser } from '../../lib/user';
import { messages } from '../../messages';
import { ChatButton } from '../chat/chat-launcher';
import { safeHref } from './frame-link';
import { Icon } from './icons';
import { PAGE_TOP_ID } from './site-header';
import { usePopover } from './use-popover';

const t = messages.sideBar;

export interface SideBarProps {
  user: SessionUser;
  config: SysConfig;
  /** On the home page the bar appears only after 400 px of scroll (SPEC §2). */
  revealAfterScroll: boolean;
}

/**
 * Whether the bar shows. The server cannot know the scroll position, so on home it renders hidden
 * and the browser decides after hydration; elsewhere it is always shown (same on both sides).
 */
function useRevealed(revealAfterScroll: boolean): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    if (!revealAfterScroll) return;
    const update = () => setScrolledPast(window.scrollY > SIDEBAR_SCROLL_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [revealAfterScroll]);
  return !revealAfterScroll || scrolledPast;
}

function backToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users land at the top as well, without cutting the smooth scroll short.
  document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
}

/** The floating bar on the right: account, quick order, customer service, mobile QR, back to top. */
export function SideBar({ user, config, revealAfterScroll }: SideBarProps) {
  const revealed = useRevealed(revealAfterScroll);
  const { pathname, search } = useLocation();
  const mobileCode = (config.qr_codes ?? []).find((code) => safeHref(code.image));
  const loginHref =
    pathname === '/login' || pathname.startsWith('/register')
      ? '/login'
      : loginRedirect(pathname, new URLSearchParams(search));

  return (
    <aside className="lm-sidebar" aria-label={t.label} data-revealed={revealed}>
      <ul className="lm-sidebar__list">
        {isLoggedIn(user) ? (
          <li className="lm-sidebar__item lm-sidebar__item--desktop">
            <Link to="/user" className="lm-sidebar__action">
              <Icon name="user" />
              <span className="lm-sidebar__label">{t.personalCentre}</span>
            </Link>
          </li>
        ) : (
          <>
            <li className="lm-sidebar__item lm-sidebar__item--desktop">
              <Link to={loginHref} className="lm-sidebar__action">
                <Icon name="login" />
                <span className="lm-sidebar__label">{t.login}</span>
              </Link>
            </li>
            <li className="lm-sidebar__item lm-sidebar__item--desktop">
              <Link to="/register" className="lm-sidebar__action">
                <Icon name="register" />
                <span className="lm-sidebar__label">{t.register}</span>
              </Link>
            </li>
          </>
        )}
        <li className="lm-sidebar__item lm-sidebar__item--desktop">
          <Link to="/quick" className="lm-sidebar__action">
            <Icon name="quick" />
            <span className="lm-sidebar__label">{t.quickOrder}</span>
          </Link>
        </li>
        <li className="lm-sidebar__item">
          <ChatButton className="lm-sidebar__action lm-sidebar__chat" />
        </li>
        {mobileCode && (
          <li className="lm-sidebar__item lm-sidebar__item--desktop">
            <MobileQr name={mobileCode.name} image={mobileCode.image} />
          </li>
        )}
        <li className="lm-sidebar__item">
          <a href={`#${PAGE_TOP_ID}`} className="lm-sidebar__action" onClick={backToTop}>
            <Icon name="top" />
            <span className="lm-sidebar__label">{t.backToTop}</span>
          </a>
        </li>
      </ul>
    </aside>
  );
}

/** 手机版: a QR code that shows on hover or keyboard focus, and on a tap; Escape hides it. */
function MobileQr({ name, image }: { name: string; image: string }) {
  const popover = usePopover({ openOnFocus: true });
  const panelId = useId();
  return (
    <div className="lm-sidebar__qr" {...popover.rootProps}>
      <button className="lm-sidebar__action" aria-controls={panelId} {...popover.triggerProps}>
        <Icon name="mobile" />
        <span className="lm-sidebar__label">{t.mobile}</span>
      </button>
      <div id={panelId} className="lm-sidebar__pop" ref={popover.panelProps.ref} hidden={!popover.open}>
        <img src={image} alt={messages.footer.qrAlt(name)} width={120} height={120} loading="lazy" />
        <p>{t.mobileHint(name)}</p>
      </div>
    </div>
  );
}
