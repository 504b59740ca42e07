import { Button, Checkbox, Input, InputNumber } from '../kit';

/** One pack size as the form holds it: price in yuan as typed; stock shown, never edited here. */
export interface SkuDraft {
  key: string;
  id?: number;
  sku: string;
  spec: string;
  pack: string;
  price: string;
  min_qty: number;
  step: number;
  lead_days: number;
  on_sale: boolean;
  /** Existing SKU: its stock (changed only in 库存). New SKU: its first stock, an 入库 line. */
  stock: number;
}

let drafts = 0;
export const newSku = (): SkuDraft => ({
  key: `new-${++drafts}`,
  sku: '',
  spec: '',
  pack: '',
  price: '',
  min_qty: 1,
  step: 1,
  lead_days: 3,
  on_sale: true,
  stock: 0,
});

/** The pack sizes: 货号, pack, price (元), min and step, lead days, on sale; stock for a new one only. */
export function SkuRows({
  rows,
  onChange,
  errors,
}: {
  rows: SkuDraft[];
  onChange: (rows: SkuDraft[]) => void;
  errors: Record<string, string>;
}) {
  const set = (n: number, change: Partial<SkuDraft>) =>
    onChange(rows.map((row, i) => (i === n ? { ...row, ...change } : row)));
  const problem = (n: number, field: string) => errors[`skus.${n}.${field}`];
  return (
    <fieldset className="lm-console__skus">
      <legend>规格与价格</legend>
      {errors.skus ? <p className="lm-console__error">{errors.skus}</p> : null}
      {rows.map((row, n) => {
        const label = `规格 ${n + 1}`;
        const messages = ['sku', 'spec', 'pack', 'price', 'min_qty', 'step', 'lead_days', 'initial_stock']
          .map((f) => problem(n, f))
          .filter(Boolean);
        return (
          <fieldset key={row.key} className="lm-console__sku">
            <legend>{label}</legend>
            <div>
              <label htmlFor={`sku-${row.key}-1`}>货号</label>
              <Input
                id={`sku-${row.key}-1`}
                value={row.sku}
                status={problem(n, 'sku') ? 'error' : undefined}
                onChange={(e) => set(n, { sku: e.target.value })}
                maxLength={40}
              />
            </div>
            <div>
              <label htmlFor={`sku-${row.key}-2`}>包装</label>
              <Input
                id={`sku-${row.key}-2`}
                value={row.pack}
                placeholder="如 500 mL"
                status={problem(n, 'pack') ? 'error' : undefined}
                onChange={(e) => set(n, { pack: e.target.value })}
                maxLength={30}
              />
            </div>
            <div>
              <label htmlFor={`sku-${row.key}-3`}>型号</label>
              <Input
                id={`sku-${row.key}-3`}
                value={row.spec}
                onChange={(e) => set(n, { spec: e.target.value })}
                maxLength={60}
              />
            </div>
            <div>
              <label htmlFor={`sku-${row.key}-4`}>单价（元）</label>
              <Input
                id={`sku-${row.key}-4`}
                value={row.price}
                inputMode="decimal"
                status={problem(n, 'price') ? 'error' : undefined}
                onChange={(e) => set(n, { price: e.target.value })}
                maxLength={14}
              />
            </div>
            <div>
              <label htmlFor={`sku-${row.key}-5`}>起订量</label>
              <InputNumber
                id={`sku-${row.key}-5`}
                min={1}
                value={row.min_qty}
                onChange={(v) => set(n, { min_qty: Number(v) || 1 })}
              />
            </div>
            <div>
              <label htmlFor={`sku-${row.key}-6`}>步长</label>
              <InputNumber
                id={`sku-${row.key}-6`}
                min={1}
                value={row.step}
                onChange={(v) => set(n, { step: Number(v) || 1 })}
              />
            </div>
            <div>
              <label htmlFor={`sku-${row.key}-7`}>货期（天）</label>
              <InputNumber
                id={`sku-${row.key}-7`}
                min={0}
                value={row.lead_days}
                onChange={(v) => set(n, { lead_days: Number(v) || 0 })}
              />
            </div>
            {row.id === undefined ? (
              <div>
                <label htmlFor={`sku-${row.key}-8`}>期初库存（入库）</label>
                <InputNumber
                  id={`sku-${row.key}-8`}
                  min={0}
                  value={row.stock}
                  onChange={(v) => set(n, { stock: Number(v) || 0 })}
                />
              </div>
            ) : (
              <span className="lm-console__sku-stock">库存 {row.stock}</span>
            )}
            <Checkbox checked={row.on_sale} onChange={(e) => set(n, { on_sale: e.target.checked })}>
              上架
            </Checkbox>
            {row.id === undefined && rows.length > 1 ? (
              <Button type="link" onClick={() => onChange(rows.filter((_, i) => i !== n))}>
                移除
              </Button>
            ) : null}
            {messages.length ? (
              <p className="lm-console__error" role="alert">
                {label}：{messages.join('；')}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <Button onClick={() => onChange([...rows, newSku()])}>添加规格</Button>
    </fieldset>
  );
}
