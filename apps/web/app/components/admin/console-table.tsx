import { Table as AntTable, type TableProps } from 'antd';

/**
 * antd's Table for the console. An empty table keeps no horizontal scroll: its scrolling region would
 * hold nothing to focus, which keyboard users cannot scroll and axe reports (scrollable-region-focusable);
 * with rows, the links and buttons in them take the focus.
 */
export function Table<T extends object>({ scroll, ...props }: TableProps<T>) {
  const rows = props.dataSource?.length ?? 0;
  return <AntTable<T> {...props} {...(rows > 0 && scroll ? { scroll } : {})} />;
}
