import { STOCK_MOVE_KINDS, type StockMoveKind, stockReasonLabels } from '@labmall/contract/stock-choices';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { Button, Input, InputNumber, Modal } from './kit';

const quantityLabels: Record<StockMoveKind, string> = {
  receive: '入库数量',
  count: '盘点后的实际数量',
  loss: '报损数量',
  adjust: '调整数量（减少填负数）',
};

/**
 * 记录库存变动 for one SKU: 入库, 盘点 (the counted figure), 报损 or 调整, each with a required reason.
 * The server refuses a change that would make stock negative and says what it found.
 */
export function StockMoveButton({ sku }: { sku: { sku_id: number; sku: string; stock: number } }) {
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<StockMoveKind>('receive');
  const [quantity, setQuantity] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const ready = quantity !== null && note.trim() !== '';

  async function confirm() {
    if (quantity === null) return;
    setBusy(true);
    try {
      const answer = await api.post('/admin/stock/move', {
        sku_id: sku.sku_id,
        kind,
        quantity,
        note: note.trim(),
      });
      toastSuccess(`已记录${stockReasonLabels[kind]}：${sku.sku} 库存 ${sku.stock} → ${answer.stock}`);
      setOpen(false);
      setQuantity(null);
      setNote('');
      await revalidate();
    } catch {
      // The client has shown why (e.g. 库存不足).
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`记录变动 ${sku.sku}`}>
        记录变动
      </Button>
      <Modal
        title={`记录库存变动：${sku.sku}（当前库存 ${sku.stock}）`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText="确定"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !ready }}
        destroyOnHidden
      >
        <div className="lm-console__stock-form">
          <label htmlFor={`${id}-kind`}>变动类型</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as StockMoveKind)}>
            {STOCK_MOVE_KINDS.map((value) => (
              <option key={value} value={value}>
                {stockReasonLabels[value]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-quantity`}>{quantityLabels[kind]}</label>
          <InputNumber
            id={`${id}-quantity`}
            value={quantity}
            precision={0}
            min={kind === 'adjust' ? undefined : kind === 'count' ? 0 : 1}
            onChange={(value) => setQuantity(typeof value === 'number' ? value : null)}
            style={{ width: '100%' }}
          />
          <label htmlFor={`${id}-note`}>原因（必填）</label>
          <Input.TextArea
            id={`${id}-note`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={200}
            showCount
            rows={2}
          />
        </div>
      </Modal>
    </>
  );
}
