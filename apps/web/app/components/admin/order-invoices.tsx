import type { GetAnswer } from '@labmall/contract';
import { displayYuan, formatYuan, parseYuan, yuanToFen } from '@labmall/rules';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import type { OrderState } from '../orders/order-messages';
import { emptyText } from './empty-text';
import { invoiceColumns, invoiceNoProblem, type StaffInvoice } from './finance/invoice-actions';
import { FormDialog } from './form-dialog';
import { Descriptions, Input, Table } from './kit';
import { useMay } from './use-may';

type Choice = GetAnswer<'/admin/orders/detail'>['invoice'];

/**
 * An order's 发票 on its console page: what the buyer asked for, the invoices registered for it (state,
 * 红冲), and 登记开票 for finance (`finance.invoices`) while a paid order asking for one has none live.
 */
export function OrderInvoices({
  number,
  state,
  choice,
  invoices,
  invoiceable,
}: {
  number: string;
  state: OrderState;
  choice: Choice;
  invoices: StaffInvoice[];
  invoiceable: string;
}) {
  const may = useMay();
  const live = invoices.some((invoice) => invoice.state !== 'reversed');
  const issuable =
    choice !== null &&
    state !== 'pending_payment' &&
    !live &&
    (yuanToFen(invoiceable) ?? 0) > 0 &&
    may('finance.invoices');
  return (
    <section className="lm-console__panel" aria-labelledby="invoices-title">
      <h2 id="invoices-title">发票</h2>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'choice',
            label: '买家选择',
            children: choice
              ? `${choice.kind === 'special' ? '增值税专用发票' : '普通发票'}：${choice.title}${
                  choice.taxpayer_no ? `（税号 ${choice.taxpayer_no}）` : ''
                }`
              : '不开票',
          },
          ...(choice
            ? [{ key: 'invoiceable', label: '可开票金额', children: displayYuan(invoiceable) }]
            : []),
        ]}
      />
      {issuable ? (
        <div className="lm-console__actions">
          <IssueDialog number={number} invoiceable={invoiceable} />
        </div>
      ) : null}
      {choice || invoices.length > 0 ? (
        <Table
          rowKey="id"
          dataSource={invoices}
          pagination={false}
          scroll={{ x: 800 }}
          locale={emptyText('尚未登记开票')}
          columns={invoiceColumns}
        />
      ) : null}
    </section>
  );
}

/** 登记开票: the 发票号码 from the tax system and the amount, prefilled with all that may be invoiced. */
function IssueDialog({ number, invoiceable }: { number: string; invoiceable: string }) {
  const uid = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [invoiceNo, setInvoiceNo] = useState('');
  const [amount, setAmount] = useState(invoiceable);
  const noProblem = invoiceNoProblem(invoiceNo);
  const amountProblem = amountProblemOf(amount, invoiceable);

  async function save() {
    const parsed = parseYuan(amount, { min: 1 });
    if (!('fen' in parsed)) return;
    setBusy(true);
    try {
      const issued = await api.post('/admin/invoices/issue', {
        number,
        invoice_no: invoiceNo.trim(),
        amount: formatYuan(parsed.fen),
      });
      toastSuccess(`已登记发票 ${issued.invoice_no}，金额 ${displayYuan(issued.amount)}`);
      setOpen(false);
      await revalidate();
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      label="登记开票"
      primary
      onOpen={() => {
        setInvoiceNo('');
        setAmount(invoiceable);
        setOpen(true);
      }}
      title={`登记开票：订单 ${number}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={invoiceNo.trim() !== '' && noProblem === '' && amountProblem === ''}
    >
      <p>在税务系统按买家的开票信息开具发票后，登记发票号码与金额。可开票 {displayYuan(invoiceable)}。</p>
      <div>
        <label htmlFor={`${uid}-no`}>发票号码</label>
        <Input
          id={`${uid}-no`}
          inputMode="numeric"
          value={invoiceNo}
          onChange={(e) => setInvoiceNo(e.target.value)}
          maxLength={20}
          aria-invalid={noProblem ? true : undefined}
          aria-describedby={noProblem ? `${uid}-no-problem` : undefined}
        />
        {noProblem ? (
          <p id={`${uid}-no-problem`} className="lm-console__error">
            {noProblem}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${uid}-amount`}>金额（元）</label>
        <Input
          id={`${uid}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          maxLength={12}
          aria-invalid={amountProblem ? true : undefined}
          aria-describedby={amountProblem ? `${uid}-amount-problem` : undefined}
        />
        {amountProblem ? (
          <p id={`${uid}-amount-problem`} className="lm-console__error">
            {amountProblem}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}

/** Why the typed amount cannot be invoiced, or '' (the API checks again against what is left then). */
function amountProblemOf(text: string, invoiceable: string): string {
  if (text.trim() === '') return '请填写开票金额';
  const parsed = parseYuan(text, { min: 1 });
  if ('error' in parsed) return `开票金额${parsed.error}`;
  if (parsed.fen > (yuanToFen(invoiceable) ?? 0)) return `不能超过可开票金额 ${displayYuan(invoiceable)}`;
  return '';
}
