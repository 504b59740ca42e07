import { chinaDate, chinaMinute } from '@labmall/rules';
import { loadExcel } from '../platform/excel.ts';
import { stateLabels } from './order-machine.ts';
import type { OrderState } from './orders.schema.ts';

export interface ExportRow {
  number: string;
  state: OrderState;
  createdAt: Date;
  phone: string;
  company: string;
  lineCount: number;
  payableFen: number;
  controlled: boolean;
}

const COLUMNS = [
  { header: '订单号', key: 'number', width: 20 },
  { header: '下单时间', key: 'created', width: 18 },
  { header: '状态', key: 'state', width: 10 },
  { header: '会员手机号', key: 'phone', width: 14 },
  { header: '单位', key: 'company', width: 28 },
  { header: '商品种数', key: 'lines', width: 10 },
  { header: '应付金额（元）', key: 'payable', width: 14 },
  { header: '含管制类商品', key: 'controlled', width: 12 },
];

/** The operators' order export: one row an order, as the list shows it, in an .xlsx workbook. */
export async function buildOrderListSheet(rows: ExportRow[], shopName: string, now = new Date()) {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = shopName;
  workbook.created = now;
  const sheet = workbook.addWorksheet('订单');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('payable').numFmt = '#,##0.00';
  for (const row of rows) {
    sheet.addRow({
      number: row.number,
      created: chinaMinute(row.createdAt),
      state: stateLabels[row.state],
      phone: row.phone,
      company: row.company,
      lines: row.lineCount,
      payable: row.payableFen / 100,
      controlled: row.controlled ? '是' : '否',
    });
  }
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    file_name: `订单_${chinaDate(now)}.xlsx`,
    content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    rows: rows.length,
    data: data.toString('base64'),
  };
}
