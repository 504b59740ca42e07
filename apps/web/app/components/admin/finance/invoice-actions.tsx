import type { GetAnswer } from '@labmall/contract';
import { INVOICE_NO, invoiceNoMessage, orderInvoiceStateLabels } from '@labmall/contract/invoice-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastSuccess } from '../../../lib/ui/feedback';
import { FormDialog } from '../form-dialog';
import { Input } from '../kit';
import { useMay } from '../use-may';

/** An issued invoice as staff see it, on 发票管理 and on the order's page alike. */
export type StaffInvoice = GetAnswer<'/admin/invoices'>['list'][number];

/** What a typed 发票号码 lacks, or '' when it is one (the API checks again). */
export const invoiceNoProblem = (text: string, what = '发票号码') =>
  text.trim() === '' || INVOICE_NO.test(text.trim()) ? '' : invoiceNoMessage.replace('发票号码', what);

/**
 * The columns an invoice shows staff wherever it is listed: its number and amount, where it stands (and
 * why a 红冲 is due, or the 红字发票's number), who registered it when, and 登记红冲.
 */
export const invoiceColumns = [
  { title: '发票号码', dataIndex: 'invoice_no' },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right' as const,
    render: (yuan: string) => <strong>{displayYuan(yuan)}</strong>,
  },
  {
    title: '状态',
    key: 'state',
    render: (_: unknown, row: StaffInvoice) => <InvoiceStateCell invoice={row} />,
  },
  {
    title: '开票登记',
    key: 'issued',
    render: (_: unknown, row: StaffInvoice) => (
      <>
        {chinaMinute(row.issued_at)}
        <div className="lm-console__hint">{row.issued_by || '—'}</div>
      </>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    render: (_: unknown, row: StaffInvoice) => <ReverseDialog invoice={row} />,
  },
];

function InvoiceStateCell({ invoice }: { invoice: StaffInvoice }) {
  return (
    <>
      {orderInvoiceStateLabels[invoice.state]}
      {invoice.state === 'reversal_due' ? (
        <div className="lm-console__hint">
          {invoice.reversal_reason}
          {invoice.reversal_due_at ? `（${chinaMinute(invoice.reversal_due_at)}）` : ''}
        </div>
      ) : null}
      {invoice.state === 'reversed' ? (
        <div className="lm-console__hint">
          红字发票 {invoice.red_invoice_no}
          {invoice.reversed_at ? `，${chinaMinute(invoice.reversed_at)}` : ''}
          {invoice.reversed_by ? ` ${invoice.reversed_by}` : ''}
        </div>
      ) : null}
    </>
  );
}

/** 登记红冲: the 红字发票's number from the tax system; the invoice becomes 已红冲. */
function ReverseDialog({ invoice }: { invoice: StaffInvoice }) {
  const may = useMay();
  const uid = useId();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [redNo, setRedNo] = useState('');
  if (invoice.state === 'reversed' || !may('finance.invoices')) return null;
  const problem = invoiceNoProblem(redNo, '红字发票号码');

  async function save() {
    setBusy(true);
    try {
      await api.post('/admin/invoices/reverse', { id: invoice.id, red_invoice_no: redNo.trim() });
      toastSuccess(`已登记红冲，订单 ${invoice.order_number} 的发票 ${invoice.invoice_no} 已红冲`);
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
      label="登记红冲"
      primary={false}
      onOpen={() => {
        setRedNo('');
        setOpen(true);
      }}
      title={`登记红冲：发票 ${invoice.invoice_no}`}
      open={open}
      onClose={() => setOpen(false)}
      onSave={() => void save()}
      busy={busy}
      canSave={redNo.trim() !== '' && problem === ''}
    >
      <p>
        在税务系统为订单 {invoice.order_number} 的发票（{displayYuan(invoice.amount)}
        ）开具红字发票后，填写红字发票号码。登记后可为剩余金额重新开票。
      </p>
      {invoice.reversal_reason ? <p>需要红冲的原因：{invoice.reversal_reason}</p> : null}
      <div>
        <label htmlFor={`${uid}-red`}>红字发票号码</label>
        <Input
          id={`${uid}-red`}
          inputMode="numeric"
          value={redNo}
          onChange={(e) => setRedNo(e.target.value)}
          maxLength={20}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${uid}-red-problem` : undefined}
        />
        {problem ? (
          <p id={`${uid}-red-problem`} className="lm-console__error">
            {problem}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
