import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { FormDialog } from '../form-dialog';
import { InputNumber } from '../kit';
import { useWrite } from '../use-write';

export type GroupRow = GetAnswer<'/admin/home/groups'>[number];

/** 设为分组 (a top-level category not yet a group) or 修改排序 of one: the header's 全部商品分类 and the home groups. */
export function GroupForm({
  row,
  choices,
}: {
  row?: GroupRow;
  /** Top-level categories that are not groups yet. */
  choices: readonly { id: number; option: string }[];
}) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [typeId, setTypeId] = useState(0);
  const [sort, setSort] = useState<number | null>(0);
  const opened = () => {
    setTypeId(row?.product_type_id ?? choices[0]?.id ?? 0);
    setSort(row?.sort ?? 0);
    setOpen(true);
  };
  const name = row?.name ?? choices.find((c) => c.id === typeId)?.option ?? '';
  async function save() {
    const done = await run(
      () => api.post('/admin/home/group/save', { product_type_id: typeId, sort: sort ?? 0 }),
      row ? `已修改分组「${name}」的排序` : `已把「${name}」设为商品分组`,
    );
    if (done) setOpen(false);
  }
  if (!row && choices.length === 0) return <span>所有一级分类都已是商品分组</span>;
  const id = `g${row?.product_type_id ?? 'new'}`;
  return (
    <FormDialog
      label={row ? '修改排序' : '添加商品分组'}
      primary={!row}
      onOpen={opened}
      title={row ? `商品分组「${row.name}」` : '添加商品分组'}
      open={open}
      onClose={() => setOpen(false)}
      onSave={save}
      busy={busy}
      canSave={!(typeId === 0)}
    >
      {row ? null : (
        <label className="lm-console__field">
          一级分类
          <select value={typeId} onChange={(e) => setTypeId(Number(e.target.value))}>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.option}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="lm-console__field">
        <label htmlFor={`${id}-sort`}>排序（小的在前）</label>
        <InputNumber
          id={`${id}-sort`}
          min={-9999}
          max={9999}
          value={sort}
          onChange={setSort}
          style={{ width: '100%' }}
        />
      </div>
    </FormDialog>
  );
}
