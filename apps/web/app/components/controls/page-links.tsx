import { Link, useLocation } from 'react-router';
import { PAGE_PARAM, pageHref, pagerModel } from '../../lib/hooks/paging';
import { controlMessages } from '../../messages';

export interface PageLinksProps {
  current: number;
  pages: number;
  /** The query parameter carrying the page number (default `page`). */
  param?: string;
}

/**
 * Numbered page links, at most 9 entries with gaps (SPEC §9), as real `<a href>` links that keep the
 * other query parameters, so crawlers follow them and every page has a shareable URL (STACK pitfall 11:
 * not antd Pagination). Hydrated, they navigate on the client and the route loader loads the page.
 */
export function PageLinks({ current, pages, param = PAGE_PARAM }: PageLinksProps) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const model = pagerModel(current, pages, (page) => pageHref(pathname, search, page, param));
  const text = controlMessages.pager;
  return (
    <nav className="lm-pager" aria-label={text.label}>
      <ul>
        <li>
          {model.prev ? (
            <Link to={model.prev} rel="prev" className="lm-pager__link">
              {text.prev}
            </Link>
          ) : (
            <span className="lm-pager__disabled" aria-disabled="true">
              {text.prev}
            </span>
          )}
        </li>
        {model.entries.map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} className="lm-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={entry.href}
                className="lm-pager__link"
                aria-label={text.page(entry.page)}
                aria-current={entry.current ? 'page' : undefined}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {model.next ? (
            <Link to={model.next} rel="next" className="lm-pager__link">
              {text.next}
            </Link>
          ) : (
            <span className="lm-pager__disabled" aria-disabled="true">
              {text.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
