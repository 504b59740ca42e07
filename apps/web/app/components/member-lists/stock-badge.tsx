import { stockState } from './stock-state';

/** 有货 / 库存 N / 缺货 / 已下架, coloured by state (the words carry the meaning, not the colour). */
export function StockBadge({
  sku,
  quantity,
}: {
  sku: { stock: number; on_sale: boolean };
  quantity?: number;
}) {
  const { label, tone } = stockState(sku, quantity);
  return <span className={`lm-stock lm-stock--${tone}`}>{label}</span>;
}
