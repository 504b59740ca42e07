import { displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { Button, Input, InputNumber } from '../kit';
import { addPicked, movePicked, type Picked, pickedTotal } from './picked-list';

export type { Picked } from './picked-list';

/**
 * Finds products (or pack sizes) by name, CAS or 货号 through `search`, and keeps the chosen ones in
 * order with their current price; with `quantities`, each with a quantity and the total at today's
 * prices. Floors pick products, solutions pick SKUs: the caller says where to search.
 */
export function ProductPicker({
  id,
  legend,
  value,
  onChange,
  search,
  max,
  quantities = false,
}: {
  id: string;
  legend: string;
  value: readonly Picked[];
  onChange: (next: readonly Picked[]) => void;
  search: (keyword: string) => Promise<Picked[]>;
  max: number;
  quantities?: boolean;
}) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Picked[] | null>(null);
  const [busy, setBusy] = useState(false);
  async function find() {
    if (!keyword.trim()) return;
    setBusy(true);
    try {
      setFound(await search(keyword.trim()));
    } catch {
      setFound(null);
    } finally {
      setBusy(false);
    }
  }
  const chosen = new Set(value.map((p) => p.id));
  const full = value.length >= max;
  const set = (index: number, change: Partial<Picked>) =>
    onChange(value.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <fieldset className="lm-console__checks lm-console-picker">
      <legend>{legend}</legend>
      <div className="lm-console-picker__search">
        <label htmlFor={`${id}-keyword`}>查找</label>
        <Input
          id={`${id}-keyword`}
          value={keyword}
          placeholder="商品名称、CAS 号或货号"
          maxLength={64}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            void find();
          }}
        />
        <Button onClick={find} loading={busy} disabled={!keyword.trim()}>
          查找
        </Button>
      </div>
      {found === null ? null : found.length === 0 ? (
        <p className="lm-console__empty">未找到相关商品，换个名称、CAS 号或货号试试</p>
      ) : (
        <ul className="lm-console-picker__found" aria-label="查找结果">
          {found.map((item) => (
            <li key={item.id}>
              <span>
                {item.title}
                <small>
                  {item.detail} · {item.price === null ? '无在售规格' : displayYuan(item.price)}
                  {item.onSale === false ? ' · 已下架' : ''}
                </small>
              </span>
              <Button
                size="small"
                disabled={chosen.has(item.id) || full}
                onClick={() => onChange(addPicked(value, { ...item, quantity: 1 }, max))}
                aria-label={`${chosen.has(item.id) ? '已加入' : '加入'} ${item.title} ${item.detail}`}
              >
                {chosen.has(item.id) ? '已加入' : '加入'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? <p>已达上限 {max} 个</p> : null}
      {value.length === 0 ? (
        <p className="lm-console__empty">尚未选择商品</p>
      ) : (
        <>
          <p>已选 {value.length} 个：</p>
          <ol className="lm-console-picker__chosen" aria-label="已选商品">
            {value.map((item, index) => (
              <li key={item.id}>
                <span>
                  {item.title}
                  <small>
                    {item.detail} · 当前价 {item.price === null ? '无在售规格' : displayYuan(item.price)}
                    {item.onSale === false ? ' · 已下架，不计入合计' : ''}
                  </small>
                </span>
                {quantities ? (
                  <span className="lm-console-picker__qty">
                    <label htmlFor={`${id}-qty-${item.id}`}>数量</label>
                    <InputNumber
                      id={`${id}-qty-${item.id}`}
                      min={1}
                      max={9999}
                      precision={0}
                      value={item.quantity ?? 1}
                      onChange={(v) => set(index, { quantity: v ?? 1 })}
                    />
                  </span>
                ) : null}
                <span className="lm-console__row-actions">
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => onChange(movePicked(value, index, -1))}
                  >
                    上移
                  </Button>
                  <Button
                    size="small"
                    disabled={index === value.length - 1}
                    onClick={() => onChange(movePicked(value, index, 1))}
                  >
                    下移
                  </Button>
                  <Button size="small" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                    移除
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      {quantities && value.length > 0 ? <p>按当前单价合计：{pickedTotal(value)}</p> : null}
    </fieldset>
  );
}
