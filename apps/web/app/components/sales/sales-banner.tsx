import type { ReactNode } from 'react';
import { salesMessages as t } from './sales-messages';

/**
 * An activity's or a theme's banner: the merchant's image (a path on this site) under the title, or, when
 * there is none, a drawn one. The title is always real text (the page's heading), never only in a picture.
 */
export function SalesBanner({
  title,
  banner,
  children,
  level = 1,
}: {
  title: string;
  banner: string;
  children?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={`lm-sales-banner${banner ? ' lm-sales-banner--image' : ''}`}>
      {banner ? <img className="lm-sales-banner__image" src={banner} alt={t.bannerLabel(title)} /> : null}
      <div className="lm-sales-banner__text">
        <Heading className="lm-sales-banner__title">{title}</Heading>
        {children}
      </div>
    </header>
  );
}
