import { MAX_LINE_QUANTITY } from '@labmall/rules';
import { intField } from './input-rules.ts';

/** The quantity of one SKU in a line; the SKU's own minimum and step are checked once it is found. */
export const quantityField = intField({ min: 1, message: '数量须为正整数' }).max(
  MAX_LINE_QUANTITY,
  `数量不能超过 ${MAX_LINE_QUANTITY}`,
);
