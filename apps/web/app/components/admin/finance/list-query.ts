/** A finance list's state and page as they stand in the URL (so the 工作台's links land filtered). */
export const FINANCE_PAGE_SIZE = 20;

export function listQuery<S extends string>(search: URLSearchParams, states: readonly S[]) {
  const asked = search.get('state');
  const state = states.includes(asked as S) ? (asked as S) : states[0]!;
  const index = Math.max(1, Number.parseInt(search.get('index') ?? '1', 10) || 1);
  return { state, index };
}

/** The address of a list page: the state always (a shared link says what it shows), the page past 1. */
export function listSearch(state: string, index = 1): string {
  const search = new URLSearchParams({ state });
  if (index > 1) search.set('index', String(index));
  return `?${search}`;
}
