import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { searchProducts } from '../catalogue/picker-sources';
import { type Picked, ProductPicker } from '../catalogue/product-picker';
import type { CategoryOption } from '../content/floor-form';
import { FormDialog } from '../form-dialog';
import { Input, InputNumber, Select, Switch } from '../kit';
import { useWrite } from '../use-write';

export type RuleRow = GetAnswer<'/admin/aftersales/rules'>['list'][number];
type Scope = RuleRow['scope'];

/**
 * 新建 or 编辑 a 退换货 rule: a category (with its sub-categories) or one product, whether it can be
 * sent back, within how many days of receipt, the restocking fee and a note the buyer reads. An edit
 * keeps its category or product (the API keys a rule by it); a rule for another one is a new rule.
 */
export function RuleForm({ row, categories }: { row?: RuleRow; categories: readonly CategoryOption[] }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const blank = {
    scope: 'category' as Scope,
    category: 0,
    product: [] as readonly Picked[],
    returnable: true,
    days: 7 as number | null,
    restocking: 0 as number | null,
    note: '',
  };
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  const opened = () => {
    setForm(
      row
        ? {
            scope: row.scope,
            category: row.scope === 'category' ? row.target_id : 0,
            product:
              row.scope === 'product'
                ? [{ id: row.target_id, title: row.target_name, detail: '', price: null }]
                : [],
            returnable: row.returnable,
            days: row.days,
            restocking: row.restocking_percent,
            note: row.note,
          }
        : blank,
    );
    setOpen(true);
  };
  const target = row ? row.target_id : form.scope === 'category' ? form.category : (form.product[0]?.id ?? 0);
  async function save() {
    const payload = {
      scope: form.scope,
      target_id: target,
      returnable: form.returnable,
      days: form.days ?? 0,
      restocking_percent: form.restocking ?? 0,
      note: form.note.trim(),
    };
    const done = await run(() => api.post('/admin/aftersales/rules/save', payload), '已保存退换货规则');
    if (done) setOpen(false);
  }
  const id = (name: string) => `rule${row?.id ?? 'new'}-${name}`;
  return (
    <FormDialog
      label={row ? '编辑' : '新建规则'}
      primary={!row}
      onOpen={opened}
      title={row ? `编辑规则：${row.target_name}` : '新建退换货规则'}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={target > 0 && form.days !== null && form.restocking !== null}
      width={640}
    >
      {row ? (
        <p>
          {row.scope === 'category' ? '分类（含子分类）' : '商品'}：{row.target_name}
        </p>
      ) : (
        <>
          <div className="lm-console__field">
            <label htmlFor={id('scope')}>适用范围</label>
            <Select<Scope>
              id={id('scope')}
              value={form.scope}
              onChange={(scope) => set({ scope })}
              options={[
                { value: 'category', label: '分类（含子分类）' },
                { value: 'product', label: '商品' },
              ]}
            />
          </div>
          {form.scope === 'category' ? (
            <div className="lm-console__field">
              <label htmlFor={id('category')}>分类</label>
              <Select<number>
                id={id('category')}
                placeholder="请选择分类"
                showSearch
                optionFilterProp="label"
                value={form.category || undefined}
                onChange={(category) => set({ category })}
                options={categories.map((c) => ({
                  value: c.id,
                  label: c.pid === 0 ? c.option : `　${c.option}`,
                }))}
              />
            </div>
          ) : (
            <ProductPicker
              id={id('product')}
              legend="商品"
              value={form.product}
              onChange={(product) => set({ product })}
              search={searchProducts}
              max={1}
            />
          )}
        </>
      )}
      <div className="lm-console__field">
        <label htmlFor={id('returnable')}>可退换</label>
        <span>
          <Switch
            id={id('returnable')}
            checked={form.returnable}
            onChange={(returnable) => set({ returnable })}
          />
        </span>
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('days')}>签收后可申请的天数（0–90）</label>
        <InputNumber
          id={id('days')}
          min={0}
          max={90}
          precision={0}
          value={form.days}
          onChange={(days) => set({ days })}
          style={{ width: '100%' }}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('restocking')}>退货手续费（%，0–50）</label>
        <InputNumber
          id={id('restocking')}
          min={0}
          max={50}
          precision={0}
          value={form.restocking}
          onChange={(restocking) => set({ restocking })}
          style={{ width: '100%' }}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('note')}>给买家的说明（可空）</label>
        <Input
          id={id('note')}
          value={form.note}
          maxLength={100}
          placeholder="如：标准品开封后不退"
          onChange={(e) => set({ note: e.target.value })}
        />
      </div>
    </FormDialog>
  );
}
