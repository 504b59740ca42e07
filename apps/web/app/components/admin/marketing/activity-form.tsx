import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { FormDialog } from '../form-dialog';
import { Input, InputNumber } from '../kit';
import { localOf, useWrite } from '../use-write';
import { PublishButton } from './publish-button';
import type { ThemeRow } from './theme-form';

export type ActivityRow = GetAnswer<'/admin/sales/activities'>['list'][number];

/** A datetime-local value as ISO 8601 with the operator's offset (the API wants a zone). */
const zoned = (local: string) => (local ? new Date(local).toISOString() : '');

/** 新建 or 编辑 an activity: title, banner, rules, time window and theme (new ones start unpublished). */
export function ActivityForm({ row, themes }: { row?: ActivityRow; themes: readonly ThemeRow[] }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const blank = {
    title: '',
    banner: '',
    rules: '',
    starts_at: '',
    ends_at: '',
    theme_id: 0,
    sort: 0 as number | null,
  };
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  async function save() {
    const done = await run(
      () =>
        api.post('/admin/sales/activities/save', {
          ...(row ? { id: row.id } : {}),
          title: form.title,
          banner: form.banner,
          rules: form.rules,
          starts_at: zoned(form.starts_at),
          ends_at: zoned(form.ends_at),
          theme_id: form.theme_id || null,
          sort: form.sort ?? 0,
        }),
      row ? `已保存活动「${form.title}」` : `已新建活动「${form.title}」（未发布）`,
    );
    if (done) setOpen(false);
  }
  const id = (name: string) => `act${row?.id ?? 'new'}-${name}`;
  return (
    <FormDialog
      label={row ? '编辑' : '新建活动'}
      primary={!row}
      onOpen={() => {
        setForm(
          row
            ? {
                title: row.title,
                banner: row.banner,
                rules: row.rules,
                starts_at: localOf(row.starts_at),
                ends_at: localOf(row.ends_at),
                theme_id: row.theme_id ?? 0,
                sort: row.sort,
              }
            : blank,
        );
        setOpen(true);
      }}
      title={row ? `编辑活动「${row.title}」` : '新建活动'}
      open={open}
      onClose={() => setOpen(false)}
      onSave={save}
      busy={busy}
      canSave={!(!form.title.trim() || !form.starts_at || !form.ends_at)}
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
        <label htmlFor={id('banner')}>横幅（本站路径，以 / 开头；可空）</label>
        <Input id={id('banner')} value={form.banner} onChange={(e) => set({ banner: e.target.value })} />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('rules')}>活动规则</label>
        <Input.TextArea
          id={id('rules')}
          rows={3}
          value={form.rules}
          maxLength={2000}
          onChange={(e) => set({ rules: e.target.value })}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('starts')}>开始时间</label>
        <Input
          id={id('starts')}
          type="datetime-local"
          value={form.starts_at}
          onChange={(e) => set({ starts_at: e.target.value })}
        />
      </div>
      <div className="lm-console__field">
        <label htmlFor={id('ends')}>结束时间</label>
        <Input
          id={id('ends')}
          type="datetime-local"
          value={form.ends_at}
          onChange={(e) => set({ ends_at: e.target.value })}
        />
      </div>
      <label>
        所属专题{' '}
        <select value={form.theme_id} onChange={(e) => set({ theme_id: Number(e.target.value) })}>
          <option value={0}>不属于专题</option>
          {themes.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </select>
      </label>
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

/** 发布 / 撤下: withdrawn, the activity price stops at once. */
export function ActivityPublish({ row }: { row: ActivityRow }) {
  return (
    <PublishButton
      published={row.published}
      name={`「${row.title}」`}
      publish={(published) => api.post('/admin/sales/activities/publish', { id: row.id, published })}
    />
  );
}
