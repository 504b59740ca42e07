import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { Button, Checkbox, Input, InputNumber, Modal } from '../kit';
import { isoOf, localOf, useWrite } from '../use-write';

export type TemplateRow = GetAnswer<'/admin/coupon/templates'>['list'][number];

const blank = {
  name: '',
  description: '',
  kind: 'amount' as 'amount' | 'percent',
  threshold: '0',
  amount: '',
  percent_off: 10 as number | null,
  cap: '',
  fixed: true,
  valid_from: '',
  valid_until: '',
  valid_days: 30 as number | null,
  claim_from: '',
  claim_until: '',
  total: 100 as number | null,
  per_member: 1 as number | null,
  listed: true,
  return_on_refund: true,
  sort: 0 as number | null,
};

const formOf = (row: TemplateRow): typeof blank => ({
  name: row.name,
  description: row.description,
  kind: row.kind,
  threshold: row.threshold,
  amount: row.amount ?? '',
  percent_off: row.percent_off ?? 10,
  cap: row.cap ?? '',
  fixed: row.valid_days === null,
  valid_from: localOf(row.valid_from),
  valid_until: localOf(row.valid_until),
  valid_days: row.valid_days ?? 30,
  claim_from: localOf(row.claim_from),
  claim_until: localOf(row.claim_until),
  total: row.total,
  per_member: row.per_member,
  listed: row.listed,
  return_on_refund: row.return_on_refund,
  sort: row.sort,
});

/** 新建 or 编辑 a template; once members hold it the server allows only the fields it names. */
export function CouponForm({ row }: { row?: TemplateRow }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  const held = (row?.claimed ?? 0) > 0;
  const opened = () => {
    setForm(row ? formOf(row) : blank);
    setOpen(true);
  };
  async function save() {
    const payload = {
      ...(row ? { id: row.id } : {}),
      name: form.name,
      description: form.description,
      kind: form.kind,
      threshold: form.threshold || '0',
      ...(form.kind === 'amount'
        ? { amount: form.amount }
        : { percent_off: form.percent_off ?? undefined, ...(form.cap ? { cap: form.cap } : {}) }),
      ...(form.fixed
        ? { valid_from: isoOf(form.valid_from), valid_until: isoOf(form.valid_until) }
        : { valid_days: form.valid_days ?? undefined }),
      claim_from: isoOf(form.claim_from) ?? null,
      claim_until: isoOf(form.claim_until) ?? null,
      total: form.total ?? 0,
      per_member: form.per_member ?? 1,
      listed: form.listed,
      return_on_refund: form.return_on_refund,
      sort: form.sort ?? 0,
      brand_ids: row?.brand_ids ?? [],
      category_ids: row?.category_ids ?? [],
    };
    const done = await run(
      () => api.post('/admin/coupon/templates/save', payload as never),
      row ? `已保存优惠券「${form.name}」` : `已新建优惠券「${form.name}」`,
    );
    if (done) setOpen(false);
  }
  const id = (name: string) => `c${row?.id ?? 'new'}-${name}`;
  const text = (
    name: keyof typeof blank,
    label: string,
    props: { disabled?: boolean; type?: string } = {},
  ) => (
    <div className="lm-console__field">
      <label htmlFor={id(name)}>{label}</label>
      <Input
        id={id(name)}
        value={String(form[name])}
        onChange={(e) => set({ [name]: e.target.value })}
        {...props}
      />
    </div>
  );
  const number = (name: keyof typeof blank, label: string, disabled = false) => (
    <div className="lm-console__field">
      <label htmlFor={id(name)}>{label}</label>
      <InputNumber
        id={id(name)}
        value={form[name] as number | null}
        onChange={(v) => set({ [name]: v })}
        disabled={disabled}
        style={{ width: '100%' }}
      />
    </div>
  );
  return (
    <>
      <Button type={row ? 'link' : 'primary'} onClick={opened}>
        {row ? '编辑' : '新建优惠券'}
      </Button>
      <Modal
        title={row ? `编辑优惠券「${row.name}」` : '新建优惠券'}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !form.name.trim() }}
        width={640}
      >
        <div className="lm-console__modal-form">
          {held ? (
            <p role="note">
              已有会员领取：只能改名称、说明、总量（不少于已领）、每人限领、领取时间、上下架与排序。
            </p>
          ) : null}
          {text('name', '名称')}
          {text('description', '说明')}
          <fieldset className="lm-console__checks" disabled={held}>
            <legend>类型</legend>
            <label>
              <input type="radio" checked={form.kind === 'amount'} onChange={() => set({ kind: 'amount' })} />{' '}
              满减
            </label>{' '}
            <label>
              <input
                type="radio"
                checked={form.kind === 'percent'}
                onChange={() => set({ kind: 'percent' })}
              />{' '}
              折扣
            </label>
          </fieldset>
          {text('threshold', '使用门槛（元，0 为无门槛）', { disabled: held })}
          {form.kind === 'amount'
            ? text('amount', '减免金额（元）', { disabled: held })
            : [
                number('percent_off', '减去的百分比（九折填 10）', held),
                text('cap', '折扣封顶（元，可空）', { disabled: held }),
              ]}
          <fieldset className="lm-console__checks" disabled={held}>
            <legend>有效期</legend>
            <label>
              <input type="radio" checked={form.fixed} onChange={() => set({ fixed: true })} /> 固定日期
            </label>{' '}
            <label>
              <input type="radio" checked={!form.fixed} onChange={() => set({ fixed: false })} /> 领取后若干天
            </label>
          </fieldset>
          {form.fixed
            ? [
                text('valid_from', '有效期开始', { type: 'datetime-local', disabled: held }),
                text('valid_until', '有效期结束', { type: 'datetime-local', disabled: held }),
              ]
            : number('valid_days', '领取后有效天数', held)}
          {text('claim_from', '领取开始（可空：立即）', { type: 'datetime-local' })}
          {text('claim_until', '领取截止（可空：不限）', { type: 'datetime-local' })}
          {number('total', `发放总量${row ? `（已领 ${row.claimed}）` : ''}`)}
          {number('per_member', '每人限领')}
          {number('sort', '排序（小的在前）')}
          <Checkbox checked={form.listed} onChange={(e) => set({ listed: e.target.checked })}>
            上架（领券中心显示）
          </Checkbox>
          <Checkbox
            checked={form.return_on_refund}
            onChange={(e) => set({ return_on_refund: e.target.checked })}
          >
            整单退款后退还给会员（未付款取消的订单总是退还）
          </Checkbox>
        </div>
      </Modal>
    </>
  );
}
