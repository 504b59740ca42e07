/**
 * A table's 暂无… text, readable: antd draws it in its disabled grey (under 4.5:1) when the table
 * scrolls sideways.
 */
export const emptyText = (text: string) => ({ emptyText: <span className="lm-console__empty">{text}</span> });
