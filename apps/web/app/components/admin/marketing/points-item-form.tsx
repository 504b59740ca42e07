import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { Button, Checkbox, Input, InputNumber, Modal } from '../kit';
import { useWrite } from '../use-write';

export type PointsItemRow = GetAnswer<'/admin/points/items'>['list'][number];

const blank = {
  name: '',
  category: '',
  image: '',
  description: '',
  points_price: 100 as number | null,
  stock: 0 as number | null,
  on_sale: true,
  sort: 0 as number | null,
};

/** 新建 or 编辑 a points-mall item; on an existing item stock changes only by a delta (the ledger's rule). */
export function PointsItemForm({ row }: { row?: PointsItemRow }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  async function save() {
    const common = {
      name: form.name,
      category: form.category,
      image: form.image,
      description: form.description,
      points_price: form.points_price ?? 0,
      on_sale: form.on_sale,
      sort: form.sort ?? 0,
    };
    const done = row
      ? await run(
          () => api.post('/admin/points/items/update', { id: row.id, ...common }),
          `已保存「${form.name}」`,
        )
      : await run(
          () => api.post('/admin/points/items/create', { ...common, stock: form.stock ?? 0 }),
          `已新建「${form.name}」`,
        );
    if (done) setOpen(false);
  }
  const id = (name: string) => `p${row?.id ?? 'new'}-${name}`;
  const text = (name: 'name' | 'category' | 'image', label: string) => (
    <div className="lm-console__field">
      <label htmlFor={id(name)}>{label}</label>
      <Input id={id(name)} value={form[name]} onChange={(e) => set({ [name]: e.target.value })} />
    </div>
  );
  const number = (name: 'points_price' | 'stock' | 'sort', label: string) => (
    <div className="lm-console__field">
      <label htmlFor={id(name)}>{label}</label>
      <InputNumber
        id={id(name)}
        value={form[name]}
        onChange={(v) => set({ [name]: v })}
        style={{ width: '100%' }}
      />
    </div>
  );
  return (
    <>
      <Button
        type={row ? 'link' : 'primary'}
        onClick={() => {
          setForm(row ? { ...row } : blank);
          setOpen(true);
        }}
      >
        {row ? '编辑' : '新建积分商品'}
      </Button>
      <Modal
        title={row ? `编辑「${row.name}」` : '新建积分商品'}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !form.name.trim() || !form.category.trim() }}
      >
        <div className="lm-console__modal-form">
          {text('name', '商品名称')}
          {text('category', '分类（如 实验耗材、办公用品）')}
          {text('image', '图片地址（/ 开头为本站，可空）')}
          <div className="lm-console__field">
            <label htmlFor={id('description')}>说明</label>
            <Input.TextArea
              id={id('description')}
              rows={3}
              value={form.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          </div>
          {number('points_price', '所需积分')}
          {row ? null : number('stock', '初始库存')}
          {number('sort', '排序（小的在前）')}
          <Checkbox checked={form.on_sale} onChange={(e) => set({ on_sale: e.target.checked })}>
            上架
          </Checkbox>
        </div>
      </Modal>
    </>
  );
}

/** 调整库存: a signed change with the server's rule that stock never goes below 0. */
export function PointsStockForm({ row }: { row: PointsItemRow }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [delta, setDelta] = useState<number | null>(null);
  async function save() {
    const done = await run(
      () => api.post('/admin/points/items/update', { id: row.id, stock_delta: delta ?? 0 }),
      `已调整「${row.name}」的库存`,
    );
    if (done) setOpen(false);
  }
  return (
    <>
      <Button
        type="link"
        onClick={() => {
          setDelta(null);
          setOpen(true);
        }}
      >
        调整库存
      </Button>
      <Modal
        title={`调整库存「${row.name}」（当前 ${row.stock}）`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="调整"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !delta }}
      >
        <div className="lm-console__field">
          <label htmlFor={`stock-${row.id}`}>增减数量（正数入库，负数出库）</label>
          <InputNumber
            id={`stock-${row.id}`}
            value={delta}
            onChange={setDelta}
            precision={0}
            style={{ width: '100%' }}
          />
        </div>
        <p>调整后库存：{row.stock + (delta ?? 0)}（不能小于 0），记入库存流水。</p>
      </Modal>
    </>
  );
}
