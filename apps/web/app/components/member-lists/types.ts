import type { GetAnswer } from '@labmall/contract';

/** The member-list answers as the API contract gives them; prices are yuan strings, members only. */

/** One row of GET /user/history/list. */
export type HistoryEntry = GetAnswer<'/user/history/list'>['list'][number];

/** GET /user/collect/lookup: the SKU behind a 货号. */
export type CollectLookup = GetAnswer<'/user/collect/lookup'>;

/** One row of GET /user/collect/list: the SKU as a lookup gives it, with the member's usual quantity. */
export type CollectEntry = GetAnswer<'/user/collect/list'>['list'][number];
