import { LOT_MAX } from '@labmall/contract/lot-limits';
import { SHIP_BATCH_MAX_ROWS } from '@labmall/contract/operator-orders';
import { CARRIERS } from '@labmall/contract/order-choices';
import ExcelJS from 'exceljs';

/**
 * GET /admin/orders/ship-template.xlsx: the 批量发货 sheet (`POST /admin/orders/ship-batch` reads it,
 * apps/api/src/orders/ship-sheet.ts and ship-batch.ts). The first sheet holds only the headed columns;
 * a second says how to fill them, including the rule for lots. Nothing in it is the shop's: no login.
 */
export async function loader() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('批量发货');
  sheet.columns = [
    { header: '订单号', key: 'number', width: 20 },
    { header: '物流公司', key: 'carrier', width: 14 },
    { header: '运单号', key: 'tracking', width: 22 },
    { header: '货号', key: 'sku', width: 22 },
    { header: '批号', key: 'lot', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const key of ['number', 'tracking', 'sku', 'lot']) sheet.getColumn(key).numFmt = '@';
  const help = workbook.addWorksheet('填写说明');
  help.columns = [{ width: 100 }];
  for (const line of [
    '每行一个订单：订单号、物流公司、运单号；表头可保留也可删除，空行会被忽略。',
    `物流公司须为：${CARRIERS.join('、')}。运单号只能包含字母、数字和连字符。`,
    '货号、批号可不填。要登记发货批号：每行写一个商品的货号和它的批号；一个订单有几个商品要登记，就写几行，每行重复同样的订单号、物流公司和运单号。',
    `货号须是该订单中的商品（不区分大小写）；批号最多 ${LOT_MAX} 个字符，只能包含字母、数字和 - _ . /。`,
    '同一订单的各行一起发货：其中任一行有误（货号不在订单中、批号格式不对、物流公司或运单号不一致），整单不发货，也不登记批号；其他订单照常发货。',
    `一次最多 ${SHIP_BATCH_MAX_ROWS} 行。上传后逐行显示结果。`,
  ]) {
    help.addRow([line]);
  }
  const body = await workbook.xlsx.writeBuffer();
  return new Response(body as ArrayBuffer, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="ship-batch.xlsx"; filename*=UTF-8''${encodeURIComponent('批量发货模板.xlsx')}`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
