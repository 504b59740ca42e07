import type { GetAnswer } from '@labmall/contract';
import { INQUIRY_ANSWER_MAX } from '@labmall/contract/inquiry-limits';
import { chinaMinute } from '@labmall/rules';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { Button, Descriptions, Drawer, Input, Select } from './kit';
import { useMay, useOperator } from './use-may';

export type InquiryRow = GetAnswer<'/admin/inquiries'>['list'][number];
type Assignee = GetAnswer<'/admin/inquiries/assignees'>['list'][number];

export const inquiryStates = { open: '待回复', answered: '已回复' } as const;

/** One inquiry: what the buyer asked, and (with 分配与回复询价) whom it is given to and the answer. */
export function InquiryDrawer({
  inquiry,
  assignees,
  onChange,
  onClose,
}: {
  inquiry: InquiryRow | null;
  assignees: readonly Assignee[];
  /** What an action here changed, for the drawer's copy of the inquiry. */
  onChange: (change: Partial<InquiryRow>) => void;
  onClose: () => void;
}) {
  const may = useMay();
  return (
    <Drawer
      open={inquiry !== null}
      onClose={onClose}
      title={inquiry ? `询价：${inquiry.name}` : '询价'}
      size={560}
      rootClassName="lm-console-drawer"
      destroyOnHidden
    >
      {inquiry ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'state', label: '状态', children: inquiryStates[inquiry.state] },
              { key: 'name', label: '商品名称', children: inquiry.name },
              { key: 'cas', label: 'CAS 号', children: inquiry.cas || '—' },
              { key: 'quantity', label: '数量', children: inquiry.quantity },
              { key: 'contact', label: '联系方式', children: inquiry.contact },
              {
                key: 'who',
                label: '登记人',
                children: inquiry.user_id === null ? '游客' : `会员（ID ${inquiry.user_id}）`,
              },
              { key: 'keyword', label: '搜索关键词', children: inquiry.keyword || '—' },
              { key: 'at', label: '登记时间', children: chinaMinute(inquiry.created_at) },
              { key: 'assignee', label: '负责人', children: inquiry.assignee_name || '未分配' },
              ...(inquiry.state === 'answered'
                ? [
                    { key: 'answer', label: '回复内容', children: inquiry.answer },
                    {
                      key: 'by',
                      label: '回复人',
                      children: `${inquiry.answered_by_name || '—'}，${chinaMinute(inquiry.answered_at ?? '')}`,
                    },
                  ]
                : []),
            ]}
          />
          {may('inquiries.answer') ? (
            <>
              <AssignForm inquiry={inquiry} assignees={assignees} onChange={onChange} />
              {inquiry.state === 'open' ? <AnswerForm id={inquiry.id} onChange={onChange} /> : null}
            </>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}

function AssignForm({
  inquiry,
  assignees,
  onChange,
}: {
  inquiry: InquiryRow;
  assignees: readonly Assignee[];
  onChange: (change: Partial<InquiryRow>) => void;
}) {
  const { revalidate } = useRevalidator();
  const [to, setTo] = useState<number | undefined>(inquiry.assignee_id ?? undefined);
  const [busy, setBusy] = useState(false);
  async function assign(operatorId: number | null) {
    setBusy(true);
    try {
      await api.post('/admin/inquiries/assign', { id: inquiry.id, operator_id: operatorId });
      const name = assignees.find((one) => one.id === operatorId)?.name ?? '';
      onChange({ assignee_id: operatorId, assignee_name: name });
      if (operatorId === null) setTo(undefined);
      toastSuccess(name ? `已分配给${name}` : '已取消分配');
      await revalidate();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="lm-console__filters lm-console__drawer-form"
      aria-label="分配询价"
      onSubmit={(event) => {
        event.preventDefault();
        if (to !== undefined) void assign(to);
      }}
    >
      <div className="lm-console__field">
        <label htmlFor="f-assignee">分配给</label>
        <Select
          id="f-assignee"
          aria-label="分配给"
          placeholder="请选择负责人"
          style={{ width: 200 }}
          value={to}
          onChange={setTo}
          notFoundContent="暂无可分配的员工"
          options={assignees.map((one) => ({ value: one.id, label: one.name }))}
        />
      </div>
      <div className="lm-console__filter-actions">
        <Button htmlType="submit" loading={busy} disabled={to === undefined || to === inquiry.assignee_id}>
          分配
        </Button>
        {inquiry.assignee_id !== null ? (
          <Button onClick={() => assign(null)} disabled={busy}>
            取消分配
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function AnswerForm({ id, onChange }: { id: number; onChange: (change: Partial<InquiryRow>) => void }) {
  const { revalidate } = useRevalidator();
  const me = useOperator();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  async function answer(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const done = await api.post('/admin/inquiries/answer', { id, answer: text });
      onChange({
        state: done.state,
        answer: text.trim(),
        answered_at: done.answered_at,
        answered_by_name: me?.name ?? '',
      });
      toastSuccess('已回复，买家将收到通知');
      await revalidate();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="lm-console__drawer-form" aria-label="回复询价" onSubmit={answer}>
      <div className="lm-console__field">
        <label htmlFor="f-answer">回复内容（买家可见：价格、货期等）</label>
        <Input.TextArea
          id="f-answer"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={INQUIRY_ANSWER_MAX}
          showCount
          rows={4}
        />
      </div>
      <p>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!text.trim()}>
          回复
        </Button>
      </p>
    </form>
  );
}
