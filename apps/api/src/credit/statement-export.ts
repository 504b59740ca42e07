import { chinaDateTime, formatYuan } from '@labmall/rules';
import { loadExcel } from '../platform/excel.ts';
import type { EntryRow, StatementRow } from './credit.repository.ts';

const kindNames: Record<string, string> = {
  order: '账期订单',
  release: '订单取消退回',
  repayment: '还款',
  adjustment: '调整',
};

/** One statement as an .xlsx sheet: its period, due date and totals, then every entry. */
export async function buildStatementSheet(statement: StatementRow, entries: EntryRow[], shopName: string) {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = shopName;
  const sheet = workbook.addWorksheet('对账单');
  sheet.columns = [{ width: 20 }, { width: 16 }, { width: 24 }, { width: 16 }, { width: 36 }];
  sheet.addRow([`${shopName} 对账单`]).font = { bold: true, size: 14 };
  sheet.addRow(['账期', `${statement.periodStart} 至 ${statement.periodEnd}`]);
  sheet.addRow(['最后还款日', statement.dueDate]);
  sheet.addRow(['本期应还（元）', formatYuan(statement.totalFen)]);
  sheet.addRow(['已还（元）', formatYuan(statement.repaidFen)]);
  sheet.addRow(['未还（元）', formatYuan(Math.max(0, statement.totalFen - statement.repaidFen))]);
  sheet.addRow([]);
  sheet.addRow(['时间', '类型', '订单号', '金额（元）', '说明']).font = { bold: true };
  for (const entry of entries) {
    sheet.addRow([
      chinaDateTime(entry.at),
      kindNames[entry.kind] ?? entry.kind,
      entry.orderNumber ?? '',
      formatYuan(entry.deltaFen),
      entry.note,
    ]);
  }
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `对账单-${statement.periodStart}-${statement.periodEnd}.xlsx`, data };
}
