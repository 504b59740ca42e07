import { chinaDate, chinaMinute, formatYuan } from '@labmall/rules';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../platform/excel.ts';
import type { OrderFull } from './order-queries.repository.ts';

export type OrderSheetKind = 'delivery' | 'quotation';

const titles: Record<OrderSheetKind, string> = { delivery: '送货单', quotation: '报价单' };

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** 人民币大写 as finance offices write it: 12345.60 → 壹万贰仟叁佰肆拾伍元陆角整. */
export function yuanInWords(fen: number): string {
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor((fen % 100) / 10);
  const cents = fen % 10;
  let words = '';
  if (yuan > 0) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
    let pendingZero = false;
    for (let g = groups.length - 1; g >= 0; g--) {
      const group = groups[g] ?? 0;
      if (group === 0) {
        pendingZero = words.length > 0;
        continue;
      }
      if (pendingZero || (words.length > 0 && group < 1000)) words += '零';
      pendingZero = false;
      let zero = false;
      let text = '';
      for (let i = 3; i >= 0; i--) {
        const digit = Math.floor(group / 10 ** i) % 10;
        if (digit === 0) {
          zero = text.length > 0;
        } else {
          if (zero) text += '零';
          zero = false;
          text += DIGITS[digit] + (UNITS[i] ?? '');
        }
      }
      words += text + (SECTIONS[g] ?? '');
    }
    words += '元';
  }
  if (jiao === 0 && cents === 0) return `${words}整`;
  if (jiao > 0) words += `${DIGITS[jiao]}角`;
  else if (yuan > 0) words += '零';
  if (cents > 0) words += `${DIGITS[cents]}分`;
  else words += '整';
  return words;
}

/** A China-time date, 2026年11月25日. */
function dateInWords(d: Date): string {
  const [y, m, day] = chinaDate(d).split('-');
  return `${y}年${Number(m)}月${Number(day)}日`;
}

const thin: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

/**
 * One order as a printable sheet for the buyer's reimbursement or approval papers: the shop's name and
 * the document's title, the order and the buyer's PO number, the consignee, every line with 货号 and
 * pack, totals in figures and in 大写, and signature lines. A4 portrait, fitted to one page wide.
 */
export async function buildOrderSheet(order: OrderFull, kind: OrderSheetKind, shopName: string) {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = shopName;
  workbook.created = order.createdAt;
  const sheet = workbook.addWorksheet(titles[kind], {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    views: [{ showGridLines: false }],
  });
  sheet.columns = [
    { width: 6 },
    { width: 16 },
    { width: 30 },
    { width: 14 },
    { width: 14 },
    { width: 12 },
    { width: 8 },
    { width: 12 },
    { width: 14 },
  ];
  const lastCol = 'I';

  sheet.mergeCells(`A1:${lastCol}1`);
  sheet.getCell('A1').value = shopName;
  sheet.getCell('A1').font = { size: 16, bold: true };
  sheet.getCell('A1').alignment = { horizontal: 'center' };
  sheet.mergeCells(`A2:${lastCol}2`);
  sheet.getCell('A2').value = titles[kind];
  sheet.getCell('A2').font = { size: 14, bold: true };
  sheet.getCell('A2').alignment = { horizontal: 'center' };

  const buyer = order.invoice?.title || order.address.consignee;
  const facts: [string, string, string, string][] = [
    ['订单号', order.number, '日期', dateInWords(order.createdAt)],
    ['买方', buyer, '买方采购单号', order.poNumber || '—'],
    [
      '收货人',
      `${order.address.consignee}  ${order.address.phone}`,
      '纳税人识别号',
      order.invoice?.taxpayerNo ?? '—',
    ],
    ['收货地址', `${order.address.regionNames} ${order.address.detail}`, '', ''],
  ];
  // An unpaid order's deadline travels with the papers the finance office approves (ADR 33).
  if (order.state === 'pending_payment') {
    facts.push(['付款期限', `请于 ${chinaMinute(order.payBy)} 前付款，逾期订单自动取消`, '', '']);
  }
  let r = 4;
  for (const [k1, v1, k2, v2] of facts) {
    sheet.getCell(`A${r}`).value = k1;
    sheet.mergeCells(`A${r}:B${r}`);
    sheet.getCell(`C${r}`).value = v1;
    if (k2) {
      sheet.mergeCells(`C${r}:E${r}`);
      sheet.getCell(`F${r}`).value = k2;
      sheet.mergeCells(`F${r}:G${r}`);
      sheet.getCell(`H${r}`).value = v2;
      sheet.mergeCells(`H${r}:${lastCol}${r}`);
    } else {
      sheet.mergeCells(`C${r}:${lastCol}${r}`);
    }
    sheet.getCell(`A${r}`).font = { bold: true };
    sheet.getCell(`F${r}`).font = { bold: true };
    r += 1;
  }

  r += 1;
  const header = ['序号', '货号', '品名', '品牌', '规格/包装', 'CAS', '数量', '单价（元）', '金额（元）'];
  const headerRow = sheet.getRow(r);
  headerRow.values = header;
  headerRow.font = { bold: true };
  headerRow.eachCell((cell) => {
    cell.border = thin;
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
  });
  const firstLine = r + 1;
  order.lines.forEach((line, i) => {
    const row = sheet.getRow(firstLine + i);
    const name = [line.name, line.grade].filter(Boolean).join(' ');
    const pack = [line.spec, line.pack].filter(Boolean).join(' / ');
    row.values = [
      i + 1,
      line.sku,
      name,
      line.brandName,
      pack,
      line.cas ?? '',
      line.quantity,
      line.unitPriceFen / 100,
      line.subtotalFen / 100,
    ];
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = thin;
      cell.alignment = { vertical: 'middle', wrapText: true };
    });
    row.getCell(8).numFmt = '#,##0.00';
    row.getCell(9).numFmt = '#,##0.00';
  });
  r = firstLine + order.lines.length;

  const totals: [string, number][] = [
    ['商品金额', order.goodsFen],
    ['运费', order.freightFen],
    ['优惠', -order.discountFen],
    ['合计', order.payableFen],
  ];
  for (const [label, fen] of totals) {
    sheet.mergeCells(`A${r}:H${r}`);
    sheet.getCell(`A${r}`).value = label;
    sheet.getCell(`A${r}`).alignment = { horizontal: 'right' };
    sheet.getCell(`I${r}`).value = fen / 100;
    sheet.getCell(`I${r}`).numFmt = '#,##0.00';
    sheet.getCell(`A${r}`).border = thin;
    sheet.getCell(`I${r}`).border = thin;
    if (label === '合计') {
      sheet.getCell(`A${r}`).font = { bold: true };
      sheet.getCell(`I${r}`).font = { bold: true };
    }
    r += 1;
  }
  sheet.mergeCells(`A${r}:${lastCol}${r}`);
  sheet.getCell(`A${r}`).value =
    `合计金额（大写）：人民币${yuanInWords(order.payableFen)}（${formatYuan(order.payableFen, 'price')}）`;
  sheet.getCell(`A${r}`).font = { bold: true };
  r += 2;

  if (kind === 'delivery') {
    sheet.getCell(`A${r}`).value = '送货人签字：';
    sheet.getCell(`F${r}`).value = '收货人签字：';
    r += 2;
    sheet.getCell(`A${r}`).value = '送货日期：';
    sheet.getCell(`F${r}`).value = '收货日期：';
  } else {
    sheet.mergeCells(`A${r}:${lastCol}${r}`);
    sheet.getCell(`A${r}`).value = '以上价格为本订单下单时的成交价，含税；报价以订单号为准。';
    r += 2;
    sheet.getCell(`A${r}`).value = `报价单位：${shopName}`;
    sheet.getCell(`F${r}`).value = `报价日期：${dateInWords(order.createdAt)}`;
  }

  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `${titles[kind]}-${order.number}.xlsx`, data };
}
