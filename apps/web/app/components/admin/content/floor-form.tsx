import type { GetAnswer } from '@labmall/contract';
import { MAX_FLOOR_LINKS, MAX_FLOOR_PRODUCTS } from '@labmall/contract/home-limits';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { searchProducts } from '../catalogue/picker-sources';
import { type Picked, ProductPicker } from '../catalogue/product-picker';
import { FormDialog } from '../form-dialog';
import { Input, InputNumber } from '../kit';
import { useWrite } from '../use-write';
import { type QuickLink, QuickLinks, quickLinksPayload } from './quick-links';

export type FloorRow = GetAnswer<'/admin/home/floors'>[number];
export type CategoryOption = { id: number; pid: number; option: string };

const pickedOf = (row: FloorRow): Picked[] =>
  row.products.map((p) => ({
    id: p.id,
    title: p.name,
    detail: [p.cas, p.brand_name].filter(Boolean).join(' · '),
    price: p.min_price,
  }));

/** 新建 or 编辑 a floor: its heading, the category it leads to, quick links and featured products. */
export function FloorForm({ row, categories }: { row?: FloorRow; categories: readonly CategoryOption[] }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const blank = {
    title: '',
    subtitle: '',
    product_type_id: categories.find((c) => c.pid === 0)?.id ?? 0,
    links: [] as QuickLink[],
    products: [] as readonly Picked[],
    sort: 0 as number | null,
  };
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  const opened = () => {
    setForm(
      row
        ? {
            title: row.title,
            subtitle: row.subtitle,
            product_type_id: row.product_type_id,
            links: row.links.map((l) => ({ name: l.name, link: { ...l.link } })),
            products: pickedOf(row),
            sort: row.sort,
          }
        : blank,
    );
    setOpen(true);
  };
  async function save() {
    const payload = {
      ...(row ? { id: row.id } : {}),
      title: form.title,
      subtitle: form.subtitle,
      product_type_id: form.product_type_id,
      links: quickLinksPayload(form.links),
      product_ids: form.products.map((p) => p.id),
      sort: form.sort ?? 0,
    };
    const done = await run(
      () => api.post('/admin/home/floor/save', payload as never),
      row ? `已保存楼层「${form.title}」` : `已新建楼层「${form.title}」`,
    );
    if (done) setOpen(false);
  }
  const id = (name: string) => `f${row?.id ?? 'new'}-${name}`;
  const known = categories.some((c) => c.id === form.product_type_id);
  return (
    <FormDialog
      label={row ? '编辑' : '新建楼层'}
      primary={!row}
      onOpen={opened}
      title={row ? `编辑楼层「${row.title}」` : '新建楼层'}
      open={open}
      onClose={() => setOpen(false)}
      onSave={save}
      busy={busy}
      canSave={!(!form.title.trim() || !known || form.links.some((l) => !l.name.trim()))}
      width={720}
    >
      <div className="lm-console__field">
        <label htmlFor={id('title')}>楼层名称</label>
        <Input
          id={id('title')}
          value={form.title}
          maxLength={20}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('subtitle')}>副标题（可空）</label>
        <Input
          id={id('subtitle')}
          value={form.subtitle}
          maxLength={60}
          onChange={(e) => set({ subtitle: e.target.value })}
        />
      </div>
      <label className="lm-console__field">
        对应分类（标题链接到该分类的商品列表）
        <select
          value={form.product_type_id}
          onChange={(e) => set({ product_type_id: Number(e.target.value) })}
        >
          {known ? null : <option value={form.product_type_id}>请选择分类</option>}
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.pid === 0 ? c.option : `　${c.option}`}
            </option>
          ))}
        </select>
      </label>
      <QuickLinks
        id={id('links')}
        legend="快捷链接"
        value={form.links}
        onChange={(links) => set({ links })}
        max={MAX_FLOOR_LINKS}
      />
      <ProductPicker
        id={id('products')}
        legend={`推荐商品（最多 ${MAX_FLOOR_PRODUCTS} 个，按此顺序展示）`}
        value={form.products}
        onChange={(products) => set({ products })}
        search={searchProducts}
        max={MAX_FLOOR_PRODUCTS}
      />
      <div className="lm-console__field">
        <label htmlFor={id('sort')}>排序（小的在前）</label>
        <InputNumber
          id={id('sort')}
          min={-9999}
          max={9999}
          value={form.sort}
          onChange={(sort) => set({ sort })}
          style={{ width: '100%' }}
        />
      </div>
    </FormDialog>
  );
}
