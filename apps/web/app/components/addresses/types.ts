import type { GetAnswer } from '@labmall/contract';

/** One receiving address as the API answers it. */
export type Address = GetAnswer<'/user/address/list'>['list'][number];
