import { oneOf, pageIndex, toSearch } from '../list-query';

/** A finance list's state and page as they stand in the URL (so the 工作台's links land filtered). */
export const FINANCE_PAGE_SIZE = 20;

export const listQuery = <S extends string>(search: URLSearchParams, states: readonly S[]) => ({
  state: oneOf(states, search.get('state')),
  index: pageIndex(search),
});

/** The address of a list page: the state always (a shared link says what it shows), the page past 1. */
export const listSearch = (state: string, index = 1): string => toSearch({ state, index });
