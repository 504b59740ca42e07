import ExcelJS from 'exceljs';

/**
 * GET /quick/template.xlsx: the sheet quick order reads best. The first sheet holds only the two
 * headed columns (examples there would be ordered by a buyer who forgets to delete them); a second
 * sheet says how to fill it.
 */
export async function loader() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('快速下单');
  sheet.columns = [
    { header: '货号或CAS号', key: 'code', width: 28 },
    { header: '数量', key: 'quantity', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('code').numFmt = '@';
  const help = workbook.addWorksheet('填写说明');
  help.columns = [{ width: 90 }];
  for (const line of [
    '第一列填货号（如 HX-A10023-500ML）或 CAS 号（如 75-05-8），第二列填数量；表头可保留也可删除。',
    '一次最多 500 行；空行会被忽略。全角字符、多余空格、大小写都会自动整理。',
    'CAS 号对应多个商品或包装时，上传后在页面上选择其中一个。',
    '数量留空按起订量；不符合起订量、递增量或超出库存的行会标出并给出可用数量。',
  ]) {
    help.addRow([line]);
  }
  const body = await workbook.xlsx.writeBuffer();
  return new Response(body as ArrayBuffer, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="quick-order.xlsx"; filename*=UTF-8''${encodeURIComponent('快速下单模板.xlsx')}`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
