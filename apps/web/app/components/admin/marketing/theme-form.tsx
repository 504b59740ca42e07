import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { FormDialog } from '../form-dialog';
import { Input, InputNumber } from '../kit';
import { useWrite } from '../use-write';
import { PublishButton } from './publish-button';

export type ThemeRow = GetAnswer<'/admin/sales/themes'>['list'][number];

const blank = { title: '', intro: '', banner: '', sort: 0 as number | null };

/** 新建 or 编辑 a theme (活动专题): title, introduction, banner and sort; a new one starts unpublished. */
export function ThemeForm({ row }: { row?: ThemeRow }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  async function save() {
    const done = await run(
      () =>
        api.post('/admin/sales/themes/save', {
          ...(row ? { id: row.id } : {}),
          title: form.title,
          intro: form.intro,
          banner: form.banner,
          sort: form.sort ?? 0,
        }),
      row ? `已保存专题「${form.title}」` : `已新建专题「${form.title}」（未发布）`,
    );
    if (done) setOpen(false);
  }
  const id = (name: string) => `theme${row?.id ?? 'new'}-${name}`;
  return (
    <FormDialog
      label={row ? '编辑' : '新建专题'}
      primary={!row}
      onOpen={() => {
        setForm(row ? { title: row.title, intro: row.intro, banner: row.banner, sort: row.sort } : blank);
        setOpen(true);
      }}
      title={row ? `编辑专题「${row.title}」` : '新建专题'}
      open={open}
      onClose={() => setOpen(false)}
      onSave={save}
      busy={busy}
      canSave={!!form.title.trim()}
    >
      <div className="lm-console__field">
        <label htmlFor={id('title')}>标题</label>
        <Input
          id={id('title')}
          value={form.title}
          maxLength={60}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('intro')}>专题介绍</label>
        <Input.TextArea
          id={id('intro')}
          rows={3}
          value={form.intro}
          maxLength={500}
          onChange={(e) => set({ intro: e.target.value })}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('banner')}>横幅（本站路径，以 / 开头；可空）</label>
        <Input id={id('banner')} value={form.banner} onChange={(e) => set({ banner: e.target.value })} />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('sort')}>排序（0-9999，小的在前）</label>
        <InputNumber
          id={id('sort')}
          min={0}
          max={9999}
          value={form.sort}
          onChange={(sort) => set({ sort })}
        />
      </div>
    </FormDialog>
  );
}

/** 发布 / 撤下: a withdrawn theme's page is gone for shoppers; its activities keep their own state. */
export function ThemePublish({ row }: { row: ThemeRow }) {
  return (
    <PublishButton
      published={row.published}
      name={`专题「${row.title}」`}
      publish={(published) => api.post('/admin/sales/themes/publish', { id: row.id, published })}
    />
  );
}
