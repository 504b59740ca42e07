/** A list page's filters in the URL (so a link can be shared and a reload keeps them), and back. */

/** The value if it is one of the list, else the list's first (its default, e.g. `all`). */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T =>
  list.includes(value as T) ? (value as T) : list[0]!;

/** The page asked for: `index` as a whole number from 1, anything else 1. */
export const pageIndex = (search: URLSearchParams) =>
  Math.max(1, Number.parseInt(search.get('index') ?? '', 10) || 1);

/** The trimmed text of a parameter, or undefined when it is missing or blank. */
export const textOf = (search: URLSearchParams, key: string) => search.get(key)?.trim() || undefined;

/** The query for these values: defaults (`all`, empty, page 1) left out, so a plain list is a plain address. */
export function toSearch(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === 'all') continue;
    if (key === 'index' && value === 1) continue;
    search.set(key, String(value));
  }
  return search.size ? `?${search}` : '';
}
