import type { GetAnswer } from '@labmall/contract';
import { LOT_MAX, type LotDocumentKind, lotDocumentKindLabels } from '@labmall/contract/lot-limits';
import { chinaMinute } from '@labmall/rules';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { UploadField } from '../../upload/upload-field';
import type { UploadedFile } from '../../upload/upload-items';
import { emptyText } from '../empty-text';
import { Button, Input, Modal, Popconfirm, Table } from '../kit';

type Document = GetAnswer<'/admin/catalogue/lot-documents'>['list'][number];
type Sku = { id: number; sku: string; spec: string; pack: string };

const dates = (d: Document) =>
  d.kind === 'coa'
    ? [d.made_on && `生产/检验 ${d.made_on}`, d.expires_on && `有效期至 ${d.expires_on}`]
        .filter(Boolean)
        .join('，')
    : d.revised_on && `修订 ${d.revised_on}`;

/**
 * 批次文件 on the product page (ADR 0046): per pack size its COAs (one per lot) and SDSs, each with its
 * file, and 上传 (a PDF through the staff upload routes) and 删除.
 */
export function LotDocuments({ skus, documents }: { skus: Sku[]; documents: Document[] }) {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function remove(id: number) {
    setBusy(true);
    try {
      await api.post('/admin/catalogue/lot-documents/remove', { id });
      toastSuccess('已删除');
      await revalidate();
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {skus.map((sku) => (
        <div key={sku.id} className="lm-console__lot-sku">
          <h3>
            {sku.sku} <small>{[sku.spec, sku.pack].filter(Boolean).join(' ')}</small>
          </h3>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 640 }}
            dataSource={documents.filter((d) => d.sku_id === sku.id)}
            locale={emptyText('暂无批次文件')}
            columns={[
              {
                title: '种类',
                dataIndex: 'kind',
                render: (kind: LotDocumentKind) => (kind === 'coa' ? 'COA 检验报告' : 'SDS 安全技术说明书'),
              },
              { title: '批号', dataIndex: 'lot', render: (lot: string) => lot || '—' },
              { title: '日期', key: 'dates', render: (_: unknown, d: Document) => dates(d) || '—' },
              {
                title: '文件',
                dataIndex: 'file_name',
                render: (name: string, d: Document) => (
                  <a href={d.url} target="_blank" rel="noreferrer">
                    {name}
                  </a>
                ),
              },
              {
                title: '上传',
                key: 'by',
                render: (_: unknown, d: Document) => `${d.uploaded_by} ${chinaMinute(d.uploaded_at)}`,
              },
              {
                title: '操作',
                key: 'actions',
                render: (_: unknown, d: Document) => (
                  <Popconfirm
                    title={`删除${d.kind === 'coa' ? `批号 ${d.lot} 的检验报告` : '这份 SDS'}？`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove(d.id)}
                  >
                    <Button type="link" danger disabled={busy}>
                      删除
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
          <AddDocument sku={sku} />
        </div>
      ))}
    </>
  );
}

const blank = { kind: 'coa' as LotDocumentKind, lot: '', made_on: '', expires_on: '', revised_on: '' };

function AddDocument({ sku }: { sku: Sku }) {
  const uid = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState(blank);
  const [file, setFile] = useState<UploadedFile[]>([]);
  const coa = form.kind === 'coa';

  async function save() {
    if (coa && !form.lot.trim()) return toastError('批次检验报告须填写批号');
    if (!file[0]) return toastError('请上传 PDF 文件');
    setBusy(true);
    try {
      await api.post('/admin/catalogue/lot-documents/add', {
        sku_id: sku.id,
        kind: form.kind,
        lot: form.lot.trim(),
        ...(coa ? { made_on: form.made_on, expires_on: form.expires_on } : { revised_on: form.revised_on }),
        file_path: file[0].filePath,
      });
      toastSuccess('批次文件已上传');
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
        onClick={() => {
          setForm(blank);
          setFile([]);
          setOpen(true);
        }}
      >
        上传批次文件
      </Button>
      <Modal
        title={`上传批次文件：${sku.sku}`}
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
            <label htmlFor={`${uid}-kind`}>种类</label>
            <select
              id={`${uid}-kind`}
              value={form.kind}
              onChange={(e) => setForm({ ...form, kind: e.target.value as LotDocumentKind })}
            >
              {(['coa', 'sds'] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {lotDocumentKindLabels[kind]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${uid}-lot`}>{coa ? '批号' : '批号（选填）'}</label>
            <Input
              id={`${uid}-lot`}
              value={form.lot}
              maxLength={LOT_MAX}
              onChange={(e) => setForm({ ...form, lot: e.target.value })}
            />
          </div>
          {coa ? (
            <>
              <DateField
                id={`${uid}-made`}
                label="生产/检验日期"
                value={form.made_on}
                onChange={(made_on) => setForm({ ...form, made_on })}
              />
              <DateField
                id={`${uid}-expires`}
                label="有效期至"
                value={form.expires_on}
                onChange={(expires_on) => setForm({ ...form, expires_on })}
              />
            </>
          ) : (
            <DateField
              id={`${uid}-revised`}
              label="修订日期"
              value={form.revised_on}
              onChange={(revised_on) => setForm({ ...form, revised_on })}
            />
          )}
          <div>
            文件（PDF）
            <UploadField
              staff="catalogue"
              purpose="lot_document"
              accept={['pdf']}
              maxCount={1}
              value={file}
              onChange={setFile}
            />
          </div>
        </div>
      </Modal>
    </>
  );
}

function DateField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={props.id}>{props.label}</label>
      <Input id={props.id} type="date" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </div>
  );
}
