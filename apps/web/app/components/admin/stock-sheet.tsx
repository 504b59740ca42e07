import type { PostAnswer } from '@labmall/contract';
import type { StockSheetField } from '@labmall/contract/stock-choices';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastError, toastSuccess } from '../../lib/ui/feedback';
import { sheetPieces } from '../quick-order/read-sheet';
import { Button, Table, Tag } from './kit';

type Preview = PostAnswer<'/admin/stock/sheet-preview'>;
interface Loaded {
  field: StockSheetField;
  fileName: string;
  content: string[];
  preview: Preview;
}

const fieldLabels: Record<StockSheetField, string> = { stock: '库存', price: '价格（元）' };

/**
 * 批量改库存或价格: an .xlsx of 货号 → 库存 (or 价格) is previewed row by row (old → new, or why not);
 * only a sheet without refused rows may be applied, and then all of it at once.
 */
export function StockSheet() {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { revalidate } = useRevalidator();
  const [field, setField] = useState<StockSheetField>('stock');
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  async function upload(file: File) {
    const content = await sheetPieces(file);
    if (!content) {
      toastError('文件不能超过 512 KB');
      return;
    }
    setBusy(true);
    try {
      const preview = await api.post('/admin/stock/sheet-preview', { field, file_name: file.name, content });
      setLoaded({ field, fileName: file.name, content, preview });
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function apply() {
    if (!loaded) return;
    setBusy(true);
    try {
      const { changed } = await api.post('/admin/stock/sheet-apply', {
        field: loaded.field,
        file_name: loaded.fileName,
        content: loaded.content,
      });
      toastSuccess(`已按表格修改 ${changed} 个货号的${fieldLabels[loaded.field]}`);
      setLoaded(null);
      await revalidate();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const preview = loaded?.preview;
  return (
    <section className="lm-console__batch" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>批量修改</h3>
      <div className="lm-console__batch-bar">
        <label htmlFor={`${id}-field`}>表格内容</label>
        <select
          id={`${id}-field`}
          value={field}
          onChange={(e) => setField(e.target.value as StockSheetField)}
        >
          <option value="stock">货号 → 库存</option>
          <option value="price">货号 → 价格（元）</option>
        </select>
        <input
          ref={input}
          type="file"
          accept=".xlsx"
          hidden
          aria-label="选择批量修改表格"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button onClick={() => input.current?.click()} loading={busy && !loaded}>
          上传表格并预览
        </Button>
        <span className="lm-console__hint">.xlsx，两列：货号、{fieldLabels[field]}；可有表头</span>
      </div>
      {preview && loaded ? (
        <>
          <p role="status">
            {loaded.fileName}：将修改 {preview.changes} 行，拒绝 {preview.refused} 行
            {preview.refused > 0 ? '；有拒绝的行时整份表格不能应用，请改正后重新上传' : ''}
          </p>
          <Table
            size="small"
            rowKey="row"
            pagination={preview.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            dataSource={preview.rows}
            columns={[
              { title: '行号', dataIndex: 'row' },
              { title: '货号', dataIndex: 'sku' },
              { title: '商品', dataIndex: 'product_name', render: (name: string) => name || '—' },
              {
                title: `${fieldLabels[loaded.field]}：原 → 新`,
                key: 'change',
                render: (_: unknown, row: Preview['rows'][number]) => `${row.old || '—'} → ${row.new || '—'}`,
              },
              {
                title: '结果',
                dataIndex: 'message',
                render: (message: string, row: Preview['rows'][number]) =>
                  row.ok ? message : <Tag className="lm-console__tag-alert">{message}</Tag>,
              },
            ]}
          />
          <div className="lm-console__batch-bar">
            <Button
              type="primary"
              onClick={apply}
              loading={busy}
              disabled={preview.refused > 0 || preview.changes === 0}
            >
              确认修改 {preview.changes} 行
            </Button>
            <Button onClick={() => setLoaded(null)}>取消</Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
