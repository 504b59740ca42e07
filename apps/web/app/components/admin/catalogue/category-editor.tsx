import type { GetAnswer } from '@labmall/contract';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { Button, Checkbox, Input, InputNumber, Modal, Select } from '../kit';

export type CategoryRow = GetAnswer<'/admin/catalogue/categories'>['list'][number];

/** The ids below a category (itself included): where it may not be moved. */
function familyOf(id: number, all: readonly CategoryRow[]): Set<number> {
  const family = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of all)
      if (c.pid !== null && family.has(c.pid) && !family.has(c.id)) {
        family.add(c.id);
        grew = true;
      }
  }
  return family;
}

/** 新建分类 (no `category`) or 编辑: name, parent (a move), sort order and hidden. */
export function CategoryEditor({
  category,
  all,
  parentId = null,
  label,
}: {
  category?: CategoryRow;
  all: readonly CategoryRow[];
  parentId?: number | null;
  label: string;
}) {
  const uid = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const blank = { name: '', pid: parentId, sort: 0, hidden: false };
  const [form, setForm] = useState(blank);
  const excluded = category ? familyOf(category.id, all) : new Set<number>();

  async function save() {
    if (!form.name.trim()) return toastError('请填写分类名称');
    setBusy(true);
    try {
      await api.post('/admin/catalogue/categories/save', {
        ...(category ? { id: category.id } : {}),
        ...form,
      });
      toastSuccess(category ? `分类“${form.name}”已保存` : `已新建分类“${form.name}”`);
      setOpen(false);
      await revalidate();
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        type={category || parentId !== null ? 'link' : 'primary'}
        onClick={() => {
          setForm(
            category
              ? { name: category.name, pid: category.pid, sort: category.sort, hidden: category.hidden }
              : blank,
          );
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Modal
        title={category ? `编辑分类：${category.name}` : '新建分类'}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
      >
        <div className="lm-console__modal-form">
          <div>
            <label htmlFor={`${uid}-1`}>名称</label>
            <Input
              id={`${uid}-1`}
              value={form.name}
              maxLength={40}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${uid}-2`}>上级分类</label>
            <Select
              id={`${uid}-2`}
              showSearch
              optionFilterProp="label"
              value={form.pid ?? 0}
              onChange={(pid: number) => setForm({ ...form, pid: pid === 0 ? null : pid })}
              options={[
                { value: 0, label: '（顶级分类）' },
                ...all.filter((c) => !excluded.has(c.id)).map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          </div>
          <div>
            <label htmlFor={`${uid}-3`}>排序（小的在前）</label>
            <InputNumber
              id={`${uid}-3`}
              min={0}
              max={9999}
              value={form.sort}
              onChange={(v) => setForm({ ...form, sort: Number(v) || 0 })}
            />
          </div>
          <Checkbox checked={form.hidden} onChange={(e) => setForm({ ...form, hidden: e.target.checked })}>
            隐藏（前台不显示此分类及其下级）
          </Checkbox>
        </div>
      </Modal>
    </>
  );
}

/** 隐藏 / 显示 in one click, the rest of the category unchanged. */
export function HideToggle({ category }: { category: CategoryRow }) {
  const { revalidate } = useRevalidator();
  async function toggle() {
    try {
      await api.post('/admin/catalogue/categories/save', {
        id: category.id,
        name: category.name,
        pid: category.pid,
        sort: category.sort,
        hidden: !category.hidden,
      });
      toastSuccess(category.hidden ? `分类“${category.name}”已显示` : `分类“${category.name}”已隐藏`);
      await revalidate();
    } catch {
      // The client has said why.
    }
  }
  return (
    <Button type="link" onClick={() => void toggle()}>
      {category.hidden ? '显示' : '隐藏'}
    </Button>
  );
}
