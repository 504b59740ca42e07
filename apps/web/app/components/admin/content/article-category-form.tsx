import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { FormDialog } from '../form-dialog';
import { Input, InputNumber } from '../kit';
import { useWrite } from '../use-write';

export type ArticleCategoryRow = GetAnswer<'/admin/article/category/list'>[number];

/** 新建 or 编辑 (rename, re-sort) an article category; the API refuses a name already taken. */
export function ArticleCategoryForm({ row }: { row?: ArticleCategoryRow }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [sort, setSort] = useState<number | null>(0);
  const opened = () => {
    setName(row?.name ?? '');
    setSort(row?.sort ?? 0);
    setOpen(true);
  };
  async function save() {
    const done = await run(
      () =>
        api.post('/admin/article/category/save', {
          ...(row ? { id: row.id } : {}),
          name,
          sort: sort ?? 0,
        } as never),
      row ? `已保存分类「${name.trim()}」` : `已新建分类「${name.trim()}」`,
    );
    if (done) setOpen(false);
  }
  const id = `ac${row?.id ?? 'new'}`;
  return (
    <FormDialog
      label={row ? '编辑' : '新建分类'}
      primary={!row}
      onOpen={opened}
      title={row ? `编辑分类「${row.name}」` : '新建资讯分类'}
      open={open}
      onClose={() => setOpen(false)}
      onSave={save}
      busy={busy}
      canSave={!!name.trim()}
    >
      <div className="lm-console__field">
        <label htmlFor={`${id}-name`}>名称</label>
        <Input id={`${id}-name`} value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="lm-console__field">
        <label htmlFor={`${id}-sort`}>排序（小的在前）</label>
        <InputNumber
          id={`${id}-sort`}
          min={0}
          max={9999}
          value={sort}
          onChange={setSort}
          style={{ width: '100%' }}
        />
      </div>
    </FormDialog>
  );
}
