import type { GetAnswer } from '@labmall/contract';
import { LinkType } from '@labmall/rules';
import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { UploadField } from '../../upload/upload-field';
import type { UploadedFile } from '../../upload/upload-items';
import { Button, Input, InputNumber, Modal } from '../kit';
import { isoOf, localOf, useWrite } from '../use-write';
import { paramsFor } from './link-choices';
import { LinkPicker } from './link-picker';

export type BannerRow = GetAnswer<'/admin/home/banners'>[number];

const blank = {
  title: '',
  image: '',
  image_srcset: '',
  width: 1200 as number | null,
  height: 400 as number | null,
  alt: '',
  link: { type: LinkType.Coupons as number, params: {} as Record<string, string | number> },
  sort: 0 as number | null,
  starts_at: '',
  ends_at: '',
};

/** The size an uploaded picture really has, for the banner's width and height (no layout shift). */
function sizeOf(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/**
 * 新建 or 编辑 a banner: its picture uploaded (kept at its public `/media/o/content/…` address) or by
 * address, its size (no layout shift), its link and when it shows.
 */
export function BannerForm({ row }: { row?: BannerRow }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(blank);
  const set = (change: Partial<typeof blank>) => setForm((f) => ({ ...f, ...change }));
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  async function took(files: UploadedFile[]) {
    setUploaded(files);
    const file = files[0];
    if (!file) return;
    set({ image: `/media/${file.filePath}`, image_srcset: '' });
    const size = await sizeOf(file.url);
    if (size) set(size);
  }
  const opened = () => {
    setUploaded([]);
    setForm(
      row
        ? { ...row, starts_at: localOf(row.starts_at), ends_at: localOf(row.ends_at), link: { ...row.link } }
        : blank,
    );
    setOpen(true);
  };
  async function save() {
    const payload = {
      ...(row ? { id: row.id } : {}),
      title: form.title,
      image: form.image,
      image_srcset: form.image_srcset,
      width: form.width ?? 1,
      height: form.height ?? 1,
      alt: form.alt,
      link: { type: form.link.type, params: paramsFor(form.link.type, form.link.params) },
      sort: form.sort ?? 0,
      starts_at: isoOf(form.starts_at) ?? null,
      ends_at: isoOf(form.ends_at) ?? null,
    };
    const done = await run(
      () => api.post('/admin/home/banner/save', payload as never),
      row ? `已保存轮播图「${form.title}」` : `已新建轮播图「${form.title}」`,
    );
    if (done) setOpen(false);
  }
  const id = (name: string) => `b${row?.id ?? 'new'}-${name}`;
  const text = (
    name: 'title' | 'image' | 'image_srcset' | 'alt' | 'starts_at' | 'ends_at',
    label: string,
    type?: string,
  ) => (
    <div className="lm-console__field">
      <label htmlFor={id(name)}>{label}</label>
      <Input id={id(name)} type={type} value={form[name]} onChange={(e) => set({ [name]: e.target.value })} />
    </div>
  );
  const number = (name: 'width' | 'height' | 'sort', label: string) => (
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
      <Button type={row ? 'link' : 'primary'} onClick={opened}>
        {row ? '编辑' : '新建轮播图'}
      </Button>
      <Modal
        title={row ? `编辑轮播图「${row.title}」` : '新建轮播图'}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !form.title.trim() || !form.image.trim() || !form.alt.trim() }}
        width={640}
      >
        <div className="lm-console__modal-form">
          {text('title', '标题（运营识别用）')}
          <div className="lm-console__field">
            <span>上传图片（png、gif、jpg，5MB 以内；或在下方填写地址）</span>
            <UploadField staff="home" purpose="content" maxCount={1} value={uploaded} onChange={took} />
          </div>
          {text('image', '图片地址（/ 开头为本站，或 https://）')}
          {form.image.startsWith('/') || form.image.startsWith('https://') ? (
            <img src={form.image} alt="图片预览" className="lm-console__banner-preview" />
          ) : null}
          {text('image_srcset', '各宽度图片（srcset，可空）')}
          {number('width', '图片宽度（像素）')}
          {number('height', '图片高度（像素）')}
          {text('alt', '替代文字')}
          <LinkPicker id={id('link')} value={form.link} onChange={(link) => set({ link })} />
          {number('sort', '排序（小的在前）')}
          {text('starts_at', '开始投放（可空：立即）', 'datetime-local')}
          {text('ends_at', '结束投放（可空：长期）', 'datetime-local')}
        </div>
      </Modal>
    </>
  );
}
