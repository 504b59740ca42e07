import type { GetAnswer } from '@labmall/contract';
import { LinkType } from '@labmall/rules';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { FormDialog } from '../form-dialog';
import { Input, InputNumber } from '../kit';
import { useWrite } from '../use-write';
import { paramsFor } from './link-choices';
import { LinkPicker } from './link-picker';
import { type QuickLink, QuickLinks, quickLinksPayload } from './quick-links';

export type NavRow = GetAnswer<'/admin/home/nav'>[number];

const MAX_NAV_LINKS = 12;

/** 新建 or 编辑 a header menu entry: name, code, where it sits, its link, sub-links and promotion picture. */
export function NavForm({ row, parents }: { row?: NavRow; parents: readonly NavRow[] }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const blank = {
    name: '',
    code: '',
    parent_id: null as number | null,
    link: { type: LinkType.ProductList as number, params: {} as Record<string, string | number> },
    list: [] as QuickLink[],
    promotion_img: '',
    sort: 0 as number | null,
  };
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  const opened = () => {
    setForm(
      row
        ? {
            name: row.name,
            code: row.code,
            parent_id: row.parent_id,
            link: { ...row.link },
            list: row.list.map((l) => ({ name: l.name, link: { ...l.link } })),
            promotion_img: row.promotion_img,
            sort: row.sort,
          }
        : blank,
    );
    setOpen(true);
  };
  async function save() {
    const payload = {
      ...(row ? { id: row.id } : {}),
      parent_id: form.parent_id,
      code: form.code.trim(),
      name: form.name,
      link: { type: form.link.type, params: paramsFor(form.link.type, form.link.params) },
      list: quickLinksPayload(form.list),
      promotion_img: form.promotion_img.trim(),
      sort: form.sort ?? 0,
    };
    const done = await run(
      () => api.post('/admin/home/nav/save', payload as never),
      row ? `已保存导航「${form.name}」` : `已新建导航「${form.name}」`,
    );
    if (done) setOpen(false);
  }
  const id = (name: string) => `n${row?.id ?? 'new'}-${name}`;
  const codeOk = /^[a-z0-9-]+$/.test(form.code.trim());
  return (
    <FormDialog
      label={row ? '编辑' : '新建导航'}
      primary={!row}
      onOpen={opened}
      title={row ? `编辑导航「${row.name}」` : '新建导航'}
      open={open}
      onClose={() => setOpen(false)}
      onSave={save}
      busy={busy}
      canSave={!(!form.name.trim() || !codeOk || form.list.some((l) => !l.name.trim()))}
      width={680}
    >
      <div className="lm-console__field">
        <label htmlFor={id('name')}>名称</label>
        <Input
          id={id('name')}
          value={form.name}
          maxLength={20}
          onChange={(e) => set({ name: e.target.value })}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('code')}>编码（小写字母、数字和连字符，不可重复）</label>
        <Input
          id={id('code')}
          value={form.code}
          maxLength={40}
          status={form.code && !codeOk ? 'error' : undefined}
          onChange={(e) => set({ code: e.target.value })}
        />
      </div>
      <label className="lm-console__field">
        上级
        <select
          value={form.parent_id ?? ''}
          onChange={(e) => set({ parent_id: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">无（一级导航）</option>
          {parents
            .filter((p) => p.id !== row?.id)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </select>
      </label>
      <LinkPicker id={id('link')} value={form.link} onChange={(link) => set({ link })} />
      <QuickLinks
        id={id('list')}
        legend="下拉链接"
        value={form.list}
        onChange={(list) => set({ list })}
        max={MAX_NAV_LINKS}
      />
      <div className="lm-console__field">
        <label htmlFor={id('img')}>推广图地址（可空；/ 开头为本站，或 https://）</label>
        <Input
          id={id('img')}
          value={form.promotion_img}
          maxLength={500}
          onChange={(e) => set({ promotion_img: e.target.value })}
        />
      </div>
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
