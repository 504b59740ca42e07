import { SELECT_MAX_HEIGHT, SELECT_ROW_HEIGHT } from '@labmall/rules';
import { Select, type SelectProps } from 'antd';
import type { CSSProperties } from 'react';

/** antd's option is one control height (32 px) tall with 22 px of text: pad it out to the shop's 36. */
const ROW_STYLE: CSSProperties = {
  minHeight: SELECT_ROW_HEIGHT,
  paddingBlock: (SELECT_ROW_HEIGHT - 22) / 2,
};

/**
 * antd Select with the shop's drop-down defaults (SPEC §9): 36 px rows and at most 300 px tall.
 * `listItemHeight` only tells the virtual list how tall a row is; the row style makes it so, otherwise
 * the list would scroll by the wrong amount. Any prop (styles included) can still be overridden.
 */
export function LmSelect<V = unknown>(props: SelectProps<V>) {
  return (
    <Select<V>
      listItemHeight={SELECT_ROW_HEIGHT}
      listHeight={SELECT_MAX_HEIGHT}
      styles={{ popup: { listItem: ROW_STYLE } }}
      {...props}
    />
  );
}
