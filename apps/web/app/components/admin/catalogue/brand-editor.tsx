import type { GetAnswer } from '@labmall/contract';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { UploadField } from '../../upload/upload-field';
import type { UploadedFile } from '../../upload/upload-items';
import { Button, Input, InputNumber, Modal } from '../kit';

export type BrandRow = GetAnswer<'/admin/catalogue/brands'>['list'][number];

const storedLogo = (url: string): UploadedFile[] =>
  url
    ? [{ id: -1, filePath: url, fileName: '标志', size: 0, contentType: 'image/png', url, expiresAt: '' }]
    : [];

/** 新建品牌 (no `brand`) or 编辑: names, sort order and the logo (uploaded through the console). */
export function BrandEditor({ brand }: { brand?: BrandRow }) {
  const uid = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({ name: '', name_en: '', sort: 0 });
  const [logo, setLogo] = useState<UploadedFile[]>([]);

  async function save() {
    if (!form.name.trim()) return toastError('请填写品牌名称');
    setBusy(true);
    try {
      await api.post('/admin/catalogue/brands/save', {
        ...(brand ? { id: brand.id } : {}),
        ...form,
        logo: logo[0]?.filePath ?? '',
      });
      toastSuccess(brand ? `品牌“${form.name}”已保存` : `已新建品牌“${form.name}”`);
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
        type={brand ? 'link' : 'primary'}
        onClick={() => {
          setForm(
            brand
              ? { name: brand.name, name_en: brand.name_en, sort: brand.sort }
              : { name: '', name_en: '', sort: 0 },
          );
          setLogo(storedLogo(brand?.logo ?? ''));
          setOpen(true);
        }}
      >
        {brand ? '编辑' : '新建品牌'}
      </Button>
      <Modal
        title={brand ? `编辑品牌：${brand.name}` : '新建品牌'}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
        destroyOnHidden
      >
        <div className="lm-console__modal-form">
          <div>
            <label htmlFor={`${uid}-1`}>名称</label>
            <Input
              id={`${uid}-1`}
              value={form.name}
              maxLength={60}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${uid}-2`}>英文名</label>
            <Input
              id={`${uid}-2`}
              value={form.name_en}
              maxLength={80}
              onChange={(e) => setForm({ ...form, name_en: e.target.value })}
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
          <div>
            标志
            <UploadField staff="catalogue" purpose="catalogue" maxCount={1} value={logo} onChange={setLogo} />
          </div>
        </div>
      </Modal>
    </>
  );
}
