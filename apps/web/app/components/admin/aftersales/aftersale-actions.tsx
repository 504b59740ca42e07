import type { GetAnswer } from '@labmall/contract';
import { CARRIERS } from '@labmall/contract/order-choices';
import { useId, useState } from 'react';
import { api } from '../../../lib/api/browser';
import { FormDialog } from '../form-dialog';
import { Button, Input, Popconfirm, Select } from '../kit';
import { ReasonButton } from '../reason-button';
import { useWrite } from '../use-write';

type Request = GetAnswer<'/admin/aftersales/detail'>;
type Carrier = (typeof CARRIERS)[number];

/**
 * What staff can do with a request now: 同意 or 拒绝 while 待处理, 确认收货 while 退货中, 补发 for an
 * exchange once received. The API checks the state again; a refusal is toasted and the page reloaded.
 */
export function AftersaleActions({ request }: { request: Request }) {
  const { run } = useWrite();
  const { id, state, kind } = request;
  const buttons = [];
  if (state === 'pending') {
    buttons.push(
      kind === 'refund_only' ? (
        <ApproveRefund key="approve" id={id} />
      ) : (
        <ApproveReturn key="approve" id={id} />
      ),
    );
    buttons.push(
      <ReasonButton
        key="reject"
        label="拒绝"
        title={`拒绝售后申请 ${id}`}
        reasonLabel="拒绝原因（会员可见）"
        onConfirm={async (reason) =>
          (await run(() => api.post('/admin/aftersales/reject', { id, reason }), '已拒绝售后申请')) !==
          undefined
        }
      />,
    );
  }
  if (state === 'returning') buttons.push(<ReceiveDialog key="receive" id={id} kind={kind} />);
  if (state === 'received' && kind === 'exchange') buttons.push(<ReshipDialog key="reship" id={id} />);
  if (buttons.length === 0) return null;
  return <div className="lm-console__actions">{buttons}</div>;
}

/** 同意 a 仅退款: the refund starts at once the way the order was paid, so it is asked first. */
function ApproveRefund({ id }: { id: number }) {
  const { busy, run } = useWrite();
  return (
    <Popconfirm
      title="同意仅退款"
      description="同意后即按原付款方式退款，申请完成。确认同意？"
      okText="同意并退款"
      cancelText="取消"
      onConfirm={() =>
        run(() => api.post('/admin/aftersales/approve', { id, return_address: '' }), '已同意，退款已发起')
      }
    >
      <Button type="primary" loading={busy}>
        同意
      </Button>
    </Popconfirm>
  );
}

/** 同意 a return or exchange: the address the buyer sends the goods back to. */
function ApproveReturn({ id }: { id: number }) {
  const uid = useId();
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  async function save() {
    const done = await run(
      () => api.post('/admin/aftersales/approve', { id, return_address: address.trim() }),
      '已同意，等待买家寄回',
    );
    if (done) setOpen(false);
  }
  return (
    <FormDialog
      label="同意"
      primary
      onOpen={() => setOpen(true)}
      title={`同意售后申请 ${id}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={address.trim() !== ''}
    >
      <p>买家将按此地址寄回商品，并在“我的售后”中填写运单号。</p>
      <div>
        <label htmlFor={`${uid}-address`}>退货地址（收件人、电话、地址）</label>
        <Input.TextArea
          id={`${uid}-address`}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          maxLength={200}
          showCount
          rows={3}
        />
      </div>
    </FormDialog>
  );
}

/** 确认收货: the goods came back; their state is noted, stock returns, then the refund (or 补发 for an exchange). */
function ReceiveDialog({ id, kind }: { id: number; kind: Request['kind'] }) {
  const uid = useId();
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  async function save() {
    const done = await run(
      () => api.post('/admin/aftersales/receive', { id, note: note.trim() }),
      kind === 'exchange' ? '已确认收货，请补发' : '已确认收货，退款已发起',
    );
    if (done) setOpen(false);
  }
  return (
    <FormDialog
      label="确认收货"
      primary
      onOpen={() => setOpen(true)}
      title={`确认收货：售后申请 ${id}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={note.trim() !== ''}
    >
      <p>
        {kind === 'exchange'
          ? '确认后退回的商品入库，再为买家补发。'
          : '确认后退回的商品入库，并按原付款方式退款，申请完成。'}
      </p>
      <div>
        <label htmlFor={`${uid}-note`}>货物状况</label>
        <Input.TextArea
          id={`${uid}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={200}
          showCount
          rows={3}
          placeholder="如：外包装完好，瓶身无破损，标签完整"
        />
      </div>
    </FormDialog>
  );
}

/** 补发 for an exchange: the replacement's carrier and tracking number (stock goes out through the ledger). */
function ReshipDialog({ id }: { id: number }) {
  const uid = useId();
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<Carrier | undefined>();
  const [tracking, setTracking] = useState('');
  async function save() {
    if (!carrier) return;
    const done = await run(
      () => api.post('/admin/aftersales/reship', { id, carrier, tracking_no: tracking.trim() }),
      '已补发，售后完成',
    );
    if (done) setOpen(false);
  }
  return (
    <FormDialog
      label="补发"
      primary
      onOpen={() => setOpen(true)}
      title={`补发：售后申请 ${id}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={carrier !== undefined && tracking.trim() !== ''}
    >
      <div>
        <label htmlFor={`${uid}-carrier`}>物流公司</label>
        <Select
          id={`${uid}-carrier`}
          aria-label="物流公司"
          placeholder="请选择"
          style={{ width: '100%' }}
          value={carrier}
          onChange={setCarrier}
          options={CARRIERS.map((c) => ({ value: c, label: c }))}
        />
      </div>
      <div>
        <label htmlFor={`${uid}-tracking`}>运单号</label>
        <Input
          id={`${uid}-tracking`}
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          maxLength={40}
        />
      </div>
    </FormDialog>
  );
}
