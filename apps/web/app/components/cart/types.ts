import type { GetAnswer } from '@labmall/contract';

/** GET /user/cart/list as the contract gives it: lines with today's facts, and the selected totals. */
export type CartList = GetAnswer<'/user/cart/list'>;
export type CartLine = CartList['list'][number];
