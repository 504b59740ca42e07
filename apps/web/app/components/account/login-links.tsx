import type { SysConfig } from '../../lib/frame/types';
import { FrameLink, safeHref } from '../frame/frame-link';

/**
 * The login page's own links (SPEC §3 `pc_login_bottom_nav`, from /sys/config): about us, contact,
 * help. Held by the frame's loader like the footer's; nothing shows when the merchant set none.
 */
export function LoginLinks({ links }: { links: SysConfig['pc_login_bottom_nav'] | undefined }) {
  const safe = (links ?? []).flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ name: link.name, href }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <nav className="lm-auth__links" aria-label="登录页链接">
      <ul>
        {safe.map((link) => (
          <li key={`${link.name}-${link.href}`}>
            <FrameLink href={link.href}>{link.name}</FrameLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
