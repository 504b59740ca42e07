import { formatListFilter, parseListFilter } from '@labmall/rules';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ProductTypeOption } from '../../lib/frame/types';
import { messages } from '../../messages';
import type { CategoryNode } from './category-tree';
import { searchHref } from './list-href';
import { SearchCombobox } from './search-combobox';

const t = messages.header.search;

/**
 * The header's search: category select + keyword box + button. A plain GET form to /list, so it
 * works before hydration too; once hydrated it navigates on the client with the tidy URL above.
 * On /list it shows the current keyword and category. The keyword box suggests as the buyer types.
 * Beside it, a link to structure search (/structure).
 */
export function HeaderSearch({
  categories,
  options,
}: {
  /** The top-level categories offered in the drop-down. */
  categories: CategoryNode[];
  /** Every category, to name a deeper one the buyer is browsing (it joins the drop-down while shown). */
  options: readonly ProductTypeOption[];
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const current = new URLSearchParams(pathname === '/list' ? search : '');
  const currentId = parseListFilter(current.get('filter')).productTypeId;
  const browsing = options.find((option) => option.id === currentId);
  const extra = browsing && !categories.some((c) => c.id === browsing.id) ? browsing : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filter = parseListFilter(String(form.get('filter') ?? ''));
    navigate(searchHref(String(form.get('keyword') ?? ''), filter.productTypeId));
  };

  return (
    <search className="lm-search-box" aria-label={t.label}>
      {/* Keyed by the query so the fields follow the URL (back/forward, a category link) on /list. */}
      <form key={current.toString()} className="lm-search" action="/list" method="get" onSubmit={onSubmit}>
        <label className="lm-sr-only" htmlFor={`${id}-category`}>
          {t.category}
        </label>
        <select
          id={`${id}-category`}
          className="lm-search__category"
          name="filter"
          defaultValue={browsing ? formatListFilter({ productTypeId: browsing.id }) : ''}
        >
          <option value="">{t.allCategories}</option>
          {extra && <option value={formatListFilter({ productTypeId: extra.id })}>{extra.option}</option>}
          {categories.map((category) => (
            <option key={category.id} value={formatListFilter({ productTypeId: category.id })}>
              {category.name}
            </option>
          ))}
        </select>
        <label className="lm-sr-only" htmlFor={`${id}-keyword`}>
          {t.keyword}
        </label>
        <SearchCombobox id={`${id}-keyword`} defaultValue={current.get('keyword') ?? ''} />
        <button className="lm-search__submit" type="submit">
          {t.submit}
        </button>
      </form>
      {/* Drawing or pasting a structure is a search too: its page is one step from every page's box. */}
      <Link className="lm-search__structure" to="/structure">
        {t.structure}
      </Link>
    </search>
  );
}
