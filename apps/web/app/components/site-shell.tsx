import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../messages';

/** The page frame every storefront page shares: header, main, footer landmarks. */
export function SiteShell({ shopName, children }: { shopName: string | undefined; children: ReactNode }) {
  return (
    <div className="lm-shell">
      <header className="lm-header">
        <div className="lm-container">
          <Link to="/" className="lm-brand">
            {shopName ?? messages.site.homeLink}
          </Link>
        </div>
      </header>
      <main className="lm-main">
        <div className="lm-container">{children}</div>
      </main>
      <footer className="lm-footer">
        <div className="lm-container">
          {shopName ? `${shopName} · ` : ''}
          {messages.site.footer}
        </div>
      </footer>
    </div>
  );
}
