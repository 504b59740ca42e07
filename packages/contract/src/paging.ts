import { MAX_PAGE_INDEX, PAGE_SIZE } from '@labmall/rules';
import { intField } from './input-rules.ts';

/** SPEC §7: paged lists send index and pageSize and read total. */
export const MAX_PAGE_SIZE = 100;

const PAGE = `页码须为 1 到 ${MAX_PAGE_INDEX} 之间的整数`;
const SIZE = `每页条数须为 1 到 ${MAX_PAGE_SIZE}`;

export const pagingFields = {
  index: intField({ min: 1, max: MAX_PAGE_INDEX, message: PAGE }).default(1).describe('页码，从 1 开始'),
  pageSize: intField({ min: 1, max: MAX_PAGE_SIZE, message: SIZE })
    .default(PAGE_SIZE)
    .describe(`每页条数，最多 ${MAX_PAGE_SIZE}`),
};
