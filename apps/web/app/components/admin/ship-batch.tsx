import type { PostAnswer } from '@labmall/contract';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastError } from '../../lib/ui/feedback';
import { sheetPieces } from '../quick-order/read-sheet';
import { Button, Table } from './kit';

type Result = PostAnswer<'/admin/orders/ship-batch'>;

/**
 * 批量发货: an .xlsx of 订单号, 物流公司, 运单号 and optionally 货号, 批号 (a header row may stay; the
 * template says how to give several lines' lots) is shipped order by order by the server, which
 * answers each row's result; they are listed here until the next upload.
 */
export function ShipBatch() {
  const input = useRef<HTMLInputElement>(null);
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function upload(file: File) {
    const content = await sheetPieces(file);
    if (!content) {
      toastError('文件不能超过 512 KB');
      return;
    }
    setBusy(true);
    try {
      setResult(await api.post('/admin/orders/ship-batch', { file_name: file.name, content }));
      await revalidate();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx"
        hidden
        aria-label="选择批量发货表格"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button onClick={() => input.current?.click()} loading={busy}>
        批量发货
      </Button>
      <a href="/admin/orders/ship-template.xlsx" download>
        下载批量发货模板（可登记批号）
      </a>
      {result ? (
        <section className="lm-console__batch" aria-labelledby="batch-title">
          <h3 id="batch-title">
            批量发货结果：成功 {result.shipped} 行，失败 {result.results.length - result.shipped} 行
          </h3>
          <Table
            size="small"
            rowKey="row"
            pagination={false}
            dataSource={result.results}
            columns={[
              { title: '行号', dataIndex: 'row' },
              { title: '订单号', dataIndex: 'number' },
              { title: '物流公司', dataIndex: 'carrier' },
              { title: '运单号', dataIndex: 'tracking_no' },
              { title: '货号', dataIndex: 'sku' },
              { title: '批号', dataIndex: 'lot' },
              { title: '结果', dataIndex: 'message' },
            ]}
          />
        </section>
      ) : null}
    </>
  );
}
