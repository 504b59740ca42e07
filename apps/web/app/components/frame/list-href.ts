import { formatListFilter } from '@labmall/rules';

/** The product list of one category: `/list?filter=product_type_id:{id}`. */
export function categoryHref(id: number): string {
  return `/list?${new URLSearchParams({ filter: formatListFilter({ productTypeId: id }) })}`;
}

/**
 * `/list?keyword=…&filter=product_type_id:{id}`: the keyword trimmed and left out when blank, the
 * filter left out for 全部分类, so an empty search lands on plain `/list`.
 */
export function searchHref(keyword: string, categoryId: number | undefined): string {
  const query = new URLSearchParams();
  const word = keyword.trim();
  if (word) query.set('keyword', word);
  const filter = formatListFilter({ productTypeId: categoryId });
  if (filter) query.set('filter', filter);
  const search = query.toString();
  return search ? `/list?${search}` : '/list';
}
