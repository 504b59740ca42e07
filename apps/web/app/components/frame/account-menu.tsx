import { maskPhone } from '@labmall/rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api/browser';
import type { SessionUser } from '../../lib/user';
import { messages } from '../../messages';
import { Icon } from './icons';
import { usePopover } from './use-popover';

const t = messages.header.account;

/**
 * Logout ends the session on the server (which drops the HttpOnly cookie), then loads /login afresh
 * so no member data survives in memory. A failed call has shown its toast; the member stays put.
 */
async function logout() {
  try {
    await api.post('/user/logout');
  } catch {
    return;
  }
  window.location.assign('/login');
}

/** The logged-in member's drop-down: masked phone, the account pages, logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const popover = usePopover();
  const panelId = useId();
  return (
    <div className="lm-dd lm-account" {...popover.rootProps}>
      <button className="lm-dd__trigger" aria-controls={panelId} {...popover.triggerProps}>
        <span className="lm-sr-only">{t.label}</span>
        <span className="lm-account__phone">{maskPhone(user.phone)}</span>
        <Icon name="chevron" size={14} />
      </button>
      <ul id={panelId} className="lm-dd__panel lm-dd__panel--end" {...popover.panelProps}>
        {t.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>
              {link.label}
              {link.to === '/user/coupon' && (
                <span className="lm-dd__count">{t.couponCount(user.coupon)}</span>
              )}
              {link.to === '/user/message' && user.messages > 0 && (
                <span className="lm-dd__count">{t.messageCount(user.messages)}</span>
              )}
            </Link>
          </li>
        ))}
        <li className="lm-dd__separated">
          <button type="button" onClick={() => void logout()}>
            {t.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
