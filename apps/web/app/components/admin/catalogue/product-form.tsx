import type { GetAnswer } from '@labmall/contract';
import { CONTROLLED_CLASSES, CONTROLLED_LABELS } from '@labmall/contract/catalogue-choices';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { fieldMessagesOf } from '../../../lib/api/errors';
import { toastSuccess } from '../../../lib/ui/feedback';
import { GHS_PICTOGRAM_LABELS } from '../../catalogue/ghs-pictogram';
import { UploadField } from '../../upload/upload-field';
import type { UploadedFile } from '../../upload/upload-items';
import { Button, Checkbox, Input, Select } from '../kit';
import { newSku, type SkuDraft, SkuRows } from './sku-rows';

type Product = GetAnswer<'/admin/catalogue/product'>;
type Category = GetAnswer<'/admin/catalogue/categories'>['list'][number];
type Brand = GetAnswer<'/admin/catalogue/brands'>['list'][number];

const FIELD_LABELS: Record<string, string> = {
  name: '名称',
  name_en: '英文名',
  synonyms: '别名',
  cas: 'CAS 号',
  mdl: 'MDL 号',
  formula: '分子式',
  mw: '分子量',
  grade: '等级/纯度',
  storage: '储存条件',
  hazards: '危险性说明',
  precautions: '防范说明',
  ghs_pictograms: 'GHS 象形图',
  signal_word: '信号词',
  controlled: '管制类别',
  description: '商品描述',
  images: '图片',
  category_id: '分类',
  brand_id: '品牌',
  version: '版本',
};

/** A stored picture as the upload control holds files: its address is both what it shows and what it keeps. */
const storedPicture = (url: string, n: number): UploadedFile => ({
  id: -n - 1,
  filePath: url,
  fileName: `图片${n + 1}`,
  size: 0,
  contentType: 'image/jpeg',
  url,
  expiresAt: '',
});

const emptyProduct = {
  name: '',
  name_en: '',
  synonyms: [] as string[],
  cas: '',
  mdl: '',
  formula: '',
  mw: '',
  grade: '',
  storage: '',
  hazards: [] as string[],
  precautions: [] as string[],
  ghs_pictograms: [] as string[],
  signal_word: '',
  controlled: [] as string[],
  description: '',
};

/** Creates or edits a product and its pack sizes; a refusal marks its fields, a stale save says so. */
export function ProductForm({
  product,
  categories,
  brands,
}: {
  product: Product | null;
  categories: readonly Category[];
  brands: readonly Brand[];
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [form, setForm] = useState(() => ({ ...emptyProduct, ...product }));
  const [categoryId, setCategoryId] = useState<number | undefined>(product?.category_id);
  const [brandId, setBrandId] = useState<number | undefined>(product?.brand_id);
  const [pictures, setPictures] = useState<UploadedFile[]>(() => (product?.images ?? []).map(storedPicture));
  const [skus, setSkus] = useState<SkuDraft[]>(() =>
    product ? product.skus.map((s) => ({ ...s, key: `sku-${s.id}` })) : [newSku()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const saved = await api.post('/admin/catalogue/product/save', {
        ...(product ? { id: product.id, version: product.version } : {}),
        name: form.name,
        name_en: form.name_en,
        synonyms: form.synonyms,
        cas: form.cas,
        mdl: form.mdl,
        formula: form.formula,
        mw: form.mw,
        grade: form.grade,
        storage: form.storage,
        hazards: form.hazards,
        precautions: form.precautions,
        ghs_pictograms: form.ghs_pictograms,
        signal_word: form.signal_word,
        controlled: form.controlled,
        description: form.description,
        images: pictures.map((p) => p.filePath),
        category_id: categoryId ?? 0,
        brand_id: brandId ?? 0,
        skus: skus.map((s) => ({
          ...(s.id === undefined ? { initial_stock: s.stock } : { id: s.id }),
          sku: s.sku,
          spec: s.spec,
          pack: s.pack,
          price: s.price,
          min_qty: s.min_qty,
          step: s.step,
          lead_days: s.lead_days,
          on_sale: s.on_sale,
        })),
      });
      toastSuccess(product ? '商品已保存' : '商品已创建');
      if (product) await revalidate();
      else navigate(`/admin/catalogue/products/${saved.id}`);
    } catch (error) {
      setErrors(fieldMessagesOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  }

  const text = (field: keyof typeof emptyProduct & string, label: string, max: number) => (
    <div className="lm-console__form-field">
      <label htmlFor={`product-${field}`}>{label}</label>
      <Input
        id={`product-${field}`}
        value={form[field] as string}
        maxLength={max}
        status={errors[field] ? 'error' : undefined}
        onChange={(e) => set({ [field]: e.target.value })}
      />
      {errors[field] ? <span className="lm-console__error">{errors[field]}</span> : null}
    </div>
  );
  const productErrors = Object.entries(errors).filter(([f]) => !f.startsWith('skus.'));

  return (
    <form
      className="lm-console__product-form"
      aria-label={product ? '编辑商品' : '新建商品'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {productErrors.length ? (
        <ul className="lm-console__error" role="alert">
          {productErrors.map(([f, m]) => (
            <li key={f}>
              {FIELD_LABELS[f] ?? f}：{m}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="lm-console__form-grid">
        {text('name', '名称', 100)}
        {text('name_en', '英文名', 200)}
        {text('cas', 'CAS 号', 20)}
        {text('formula', '分子式', 60)}
        {text('mw', '分子量', 20)}
        {text('grade', '等级/纯度', 60)}
        {text('mdl', 'MDL 号', 20)}
        {text('storage', '储存条件', 100)}
        <div className="lm-console__form-field">
          <label htmlFor="product-2">分类</label>
          <Select
            id="product-2"
            showSearch
            optionFilterProp="label"
            value={categoryId}
            placeholder="请选择分类"
            status={errors.category_id ? 'error' : undefined}
            onChange={setCategoryId}
            options={categories.map((c) => ({
              value: c.id,
              label: c.hidden ? `${c.name}（已隐藏）` : c.name,
            }))}
          />
        </div>
        <div className="lm-console__form-field">
          <label htmlFor="product-3">品牌</label>
          <Select
            id="product-3"
            showSearch
            optionFilterProp="label"
            value={brandId}
            placeholder="请选择品牌"
            status={errors.brand_id ? 'error' : undefined}
            onChange={setBrandId}
            options={brands.map((b) => ({ value: b.id, label: b.name }))}
          />
        </div>
        <div className="lm-console__form-field">
          <label htmlFor="product-4">别名（回车添加）</label>
          <Select
            id="product-4"
            mode="tags"
            value={form.synonyms}
            onChange={(v: string[]) => set({ synonyms: v })}
            open={false}
          />
        </div>
        <div className="lm-console__form-field">
          <label htmlFor="product-5">危险性说明（H 代码，回车添加）</label>
          <Select
            id="product-5"
            mode="tags"
            value={form.hazards}
            onChange={(v: string[]) => set({ hazards: v })}
            open={false}
          />
        </div>
        <div className="lm-console__form-field">
          <label htmlFor="product-7">防范说明（P 代码，如 P305+P351+P338，回车添加）</label>
          <Select
            id="product-7"
            mode="tags"
            value={form.precautions}
            status={errors.precautions ? 'error' : undefined}
            onChange={(v: string[]) => set({ precautions: v })}
            open={false}
          />
        </div>
        <div className="lm-console__form-field">
          <label htmlFor="product-8">GHS 象形图（空为按 H 代码推定）</label>
          <Select
            id="product-8"
            mode="multiple"
            value={form.ghs_pictograms}
            placeholder="按危险性说明推定"
            onChange={(v: string[]) => set({ ghs_pictograms: v })}
            options={Object.entries(GHS_PICTOGRAM_LABELS).map(([code, label]) => ({
              value: code,
              label: `${code} ${label}`,
            }))}
          />
        </div>
        <div className="lm-console__form-field">
          <label htmlFor="product-9">信号词</label>
          <Select
            id="product-9"
            value={form.signal_word}
            onChange={(v: string) => set({ signal_word: v })}
            options={[
              { value: '', label: '按危险性说明推定' },
              { value: '危险', label: '危险' },
              { value: '警告', label: '警告' },
            ]}
          />
        </div>
      </div>
      <fieldset className="lm-console__checks">
        <legend>管制类别</legend>
        <Checkbox.Group
          value={form.controlled}
          onChange={(v) => set({ controlled: v as string[] })}
          options={CONTROLLED_CLASSES.map((c) => ({ value: c, label: CONTROLLED_LABELS[c] }))}
        />
      </fieldset>
      <div className="lm-console__form-field">
        <label htmlFor="product-6">商品描述</label>
        <Input.TextArea
          id="product-6"
          value={form.description}
          rows={4}
          maxLength={20000}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="lm-console__form-field">
        <span id="product-pictures">图片（首张为主图）</span>
        <UploadField
          staff="catalogue"
          purpose="catalogue"
          maxCount={10}
          value={pictures}
          onChange={setPictures}
          id="pictures"
        />
      </div>
      <SkuRows rows={skus} onChange={setSkus} errors={errors} />
      <div className="lm-console__filter-actions">
        <Button type="primary" htmlType="submit" loading={busy}>
          {product ? '保存' : '创建商品'}
        </Button>
      </div>
    </form>
  );
}
