import { MAX_PAGE_INDEX, PAGE_SIZE } from '@labmall/rules';
import { z } from 'zod';

/** SPEC §7: paged lists send index and pageSize and read total. */
export const MAX_PAGE_SIZE = 100;

const PAGE = `页码须为 1 到 ${MAX_PAGE_INDEX} 之间的整数`;
const SIZE = `每页条数须为 1 到 ${MAX_PAGE_SIZE}`;

export const pagingFields = {
  index: z.coerce
    .number({ message: PAGE })
    .int(PAGE)
    .min(1, PAGE)
    .max(MAX_PAGE_INDEX, PAGE)
    .default(1)
    .describe('页码，从 1 开始'),
  pageSize: z.coerce
    .number({ message: SIZE })
    .int(SIZE)
    .min(1, SIZE)
    .max(MAX_PAGE_SIZE, SIZE)
    .default(PAGE_SIZE)
    .describe(`每页条数，默认 ${PAGE_SIZE}，最多 ${MAX_PAGE_SIZE}`),
};

/** A row id from a client: a positive integer that fits a BIGINT column safely. */
export const rowId = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
