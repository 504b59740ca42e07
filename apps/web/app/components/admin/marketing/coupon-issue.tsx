import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { Button, Input, Modal } from '../kit';
import type { TemplateRow } from './coupon-form';

/** Phone numbers as typed (one a line, or separated by commas or spaces), each once. */
export const phonesOf = (text: string) => [...new Set(text.split(/[\s,，;；]+/).filter(Boolean))];

/** 发放: one coupon to each member named by phone; the result is said per phone. */
export function CouponIssue({ row }: { row: TemplateRow }) {
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ phone: string; said: string }[]>([]);
  async function issue() {
    const phones = phonesOf(text);
    if (phones.length === 0) return toastError('请填写会员手机号');
    if (phones.length > 200) return toastError('一次最多发放给 200 位会员');
    setBusy(true);
    const said: { phone: string; said: string }[] = [];
    for (const phone of phones) {
      try {
        await api.post('/admin/coupon/issue', { id: row.id, phone }, { fail: () => false });
        said.push({ phone, said: '已发放' });
      } catch (error) {
        said.push({ phone, said: (error as Error).message || '发放失败' });
      }
    }
    setResults(said);
    setBusy(false);
    const ok = said.filter((r) => r.said === '已发放').length;
    if (ok === phones.length) toastSuccess(`已向 ${ok} 位会员发放「${row.name}」`);
    else toastError(`${ok} 位发放成功，${phones.length - ok} 位未发放，见下方原因`);
    await revalidate();
  }
  return (
    <>
      <Button
        type="link"
        onClick={() => {
          setResults([]);
          setText('');
          setOpen(true);
        }}
      >
        发放
      </Button>
      <Modal
        title={`发放优惠券「${row.name}」`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={issue}
        okText="发放"
        cancelText="关闭"
        confirmLoading={busy}
        okButtonProps={{ disabled: !text.trim() }}
      >
        <div className="lm-console__modal-form">
          <div className="lm-console__field">
            <label htmlFor={`issue-${row.id}`}>会员手机号（每行一个，或用逗号分隔）</label>
            <Input.TextArea
              id={`issue-${row.id}`}
              rows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <p>每人一张，计入发放总量与每人限领；不受领取时间与上下架限制。</p>
          {results.length ? (
            <ul aria-label="发放结果">
              {results.map((r) => (
                <li key={r.phone}>
                  {r.phone}：{r.said}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
