import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMNS, REQUIRED_COLUMNS } from './catalogue-row.ts';
import { csvLine } from './csv-write.ts';
import { readCatalogueFile } from './read-catalogue-file.ts';
import { MAX_ERRORS } from './validator.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'labmall-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const HEADER = [...REQUIRED_COLUMNS];
const ACETONITRILE: Record<string, string> = {
  sku: 'LB-C00001-500ML',
  name: '乙腈',
  name_en: 'Acetonitrile',
  cas: '75-05-8',
  formula: 'C2H3N',
  mw: '41.05',
  purity: '分析纯 AR',
  pack: '500 mL',
  price: '38.50',
  stock: '120',
  category: '化学试剂/有机试剂/腈类',
  brand: '蓝标',
  synonyms: '甲基氰|MeCN',
  controlled: 'hazardous',
};

function row(overrides: Record<string, string> = {}, columns: readonly string[] = HEADER): string[] {
  const values: Record<string, string> = { ...ACETONITRILE, ...overrides };
  return columns.map((c) => values[c] ?? '');
}

let fileNo = 0;
async function csvFile(rows: string[][], options: { encoding?: 'gbk' | 'bom' } = {}): Promise<string> {
  const text = rows.map(csvLine).join('');
  const path = join(dir, `f${++fileNo}.csv`);
  if (options.encoding === 'gbk') {
    // Node has no GBK encoder; the few characters these tests use are spelled out.
    const gbk: Record<string, number[]> = { 乙: [0xd2, 0xd2], 腈: [0xeb, 0xe6] };
    const bytes = [...text].flatMap((c) => gbk[c] ?? [...new TextEncoder().encode(c)]);
    await writeFile(path, new Uint8Array(bytes));
  } else {
    await writeFile(path, (options.encoding === 'bom' ? '\uFEFF' : '') + text);
  }
  return path;
}

const read = async (rows: string[][]) => readCatalogueFile(await csvFile(rows));

describe('readCatalogueFile (csv)', () => {
  it('when the file is well formed, then the row is read with price in fen and lists split', async () => {
    const { rows, errors } = await read([HEADER, row()]);
    expect(errors).toEqual([]);
    expect(rows).toMatchObject([
      {
        row: 2,
        sku: 'LB-C00001-500ML',
        cas: '75-05-8',
        mw: 41.05,
        priceFen: 3850,
        stock: 120,
        pack: { size: 500, unit: 'mL', container: null },
        category: ['化学试剂', '有机试剂', '腈类'],
        synonyms: ['甲基氰', 'MeCN'],
        controlled: ['hazardous'],
        minQty: 1,
        step: 1,
        leadDays: 3,
      },
    ]);
  });

  it('when the file has a BOM, every optional column and Chinese class names, then all are read', async () => {
    const path = await csvFile(
      [
        [...COLUMNS],
        row(
          {
            controlled: '易制毒第三类|危险化学品',
            spec: '',
            mdl: 'mfcd00000123',
            storage: '阴凉通风处',
            hazards: 'H225 h319',
            min_qty: '2',
            step: '2',
            lead_days: '5',
          },
          COLUMNS,
        ),
      ],
      { encoding: 'bom' },
    );
    const { rows, errors } = await readCatalogueFile(path);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      controlled: ['hazardous', 'precursor-3'],
      mdl: 'MFCD00000123',
      hazards: ['H225', 'H319'],
      minQty: 2,
      step: 2,
      leadDays: 5,
    });
  });

  it('when the file is GBK, then it reads the same', async () => {
    const { rows, errors } = await readCatalogueFile(
      await csvFile([HEADER, row({ category: 'x/y', brand: 'b', synonyms: '', purity: '' })], {
        encoding: 'gbk',
      }),
    );
    expect(errors).toEqual([]);
    expect(rows[0]!.name).toBe('乙腈');
  });

  it('when the headings are Chinese, then they map to the columns', async () => {
    const chinese = [
      '货号',
      '名称',
      '英文名称',
      'CAS号',
      '分子式',
      '分子量',
      '纯度',
      '包装',
      '价格',
      '库存',
      '分类',
      '品牌',
      '同义词',
      '管制类别',
    ];
    const { errors } = await read([chinese, row()]);
    expect(errors).toEqual([]);
  });

  it('when a required column is missing, then the file is refused before any row', async () => {
    const columns = HEADER.filter((c) => c !== 'price' && c !== 'controlled');
    const { rows, errors } = await read([columns, row({}, columns)]);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { row: 1, column: 'price', reason: '缺少必需的列' },
      { row: 1, column: 'controlled', reason: '缺少必需的列' },
    ]);
  });

  it('when a column appears twice, then the file is refused', async () => {
    const { errors } = await read([[...HEADER, 'sku'], row()]);
    expect(errors).toEqual([{ row: 1, column: 'sku', reason: '列重复' }]);
  });

  it('when a 货号 repeats (in any letter case), then the later row is reported', async () => {
    const { rows, errors } = await read([HEADER, row(), row({ sku: 'lb-c00001-500ml', pack: '2.5 L' })]);
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([{ row: 3, column: 'sku', reason: '货号 lb-c00001-500ml 与第 2 行重复' }]);
  });

  it.each([
    ['price', '-5', '不能为负数'],
    ['price', '0', '必须大于 0'],
    ['price', '十元', '应为金额，实际为“十元”'],
    ['price', '1.234', '最多保留两位小数'],
    ['price', '', '不能为空'],
    ['stock', '-1', '不能为负数'],
    ['stock', 'many', '应为数字，实际为“many”'],
    ['stock', '1.5', '应为整数，实际为“1.5”'],
    ['stock', '', '不能为空'],
    ['mw', 'abc', '应为数字，实际为“abc”'],
    ['mw', '-41.05', '不能为负数'],
    ['mw', '59.07', '与分子式不符（按 C2H3N 计算约为 41.05）'],
    ['cas', '75-05-7', 'CAS 号校验位不正确（75-05-7 的校验位应为 8）'],
    ['cas', '75058', 'CAS 号格式应为“数字-两位数字-一位校验位”，如 75-05-8，实际为“75058”'],
    ['formula', 'C2H3Xx', '分子式无法识别：“C2H3Xx”（聚合物、混合物请留空）'],
    ['sku', '', '不能为空'],
    ['sku', 'LB C1', '货号只能包含字母、数字、点、下划线和连字符，且以字母或数字开头'],
    ['sku', `L${'1'.repeat(40)}`, '长度不能超过 40 个字符（实际 41）'],
    ['name', '', '不能为空'],
    ['name', '乙'.repeat(101), '长度不能超过 100 个字符（实际 101）'],
    ['brand', '', '不能为空'],
    ['pack', '一瓶', '包装应为“数量 单位”，如 500 mL、25 g、100 支/盒，实际为“一瓶”'],
    ['pack', '', '不能为空'],
    ['category', '', '不能为空'],
    ['category', '化学试剂//腈类', '分类路径中有空的层级：“化学试剂//腈类”'],
    ['category', 'a/b/c/d/e/f/g', '分类最多 6 级，实际 7 级'],
    ['category', `化学试剂/${'长'.repeat(41)}`, `每级分类名称不能超过 40 个字符：“${'长'.repeat(41)}”`],
    ['synonyms', `${'x'.repeat(101)}|y`, `每个同义词不能超过 100 个字符：“${'x'.repeat(101)}”`],
  ])('when %s is %j, then the reason is %j', async (column, value, reason) => {
    const { rows, errors } = await read([HEADER, row({ [column]: value })]);
    expect(rows).toEqual([]);
    expect(errors).toContainEqual({ row: 2, column, reason });
  });

  it('when the controlled class is unknown, then the reason lists the codes', async () => {
    const { errors } = await read([HEADER, row({ controlled: '危险' })]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ row: 2, column: 'controlled' });
    expect(errors[0]!.reason).toMatch(/^未知的管制类别“危险”，可选：hazardous（危险化学品）、precursor-1/);
  });

  it('when rows of one product disagree, then the later row is reported by column', async () => {
    const { errors } = await read([
      HEADER,
      row(),
      row({ sku: 'LB-C00001-2.5L', pack: '2.5 L', cas: '64-17-5' }),
    ]);
    expect(errors).toEqual([
      { row: 3, column: 'cas', reason: '与第 2 行不一致（品牌、名称、纯度相同的行属于同一产品）' },
    ]);
  });

  it('when two rows of one product have the same pack, then the later row is reported', async () => {
    const { errors } = await read([HEADER, row(), row({ sku: 'LB-C00001-500ML-B' })]);
    expect(errors).toEqual([
      { row: 3, column: 'pack', reason: '与第 2 行的规格和包装相同（同一产品的各行应在规格或包装上不同）' },
    ]);
  });

  it('when a row has several problems, then each is reported and other rows still validate', async () => {
    const { rows, errors } = await read([
      HEADER,
      row({ price: '-1', stock: 'x', cas: '75-05-7' }),
      row({ sku: 'OK-1' }),
    ]);
    expect(errors.map((e) => e.column)).toEqual(['cas', 'price', 'stock']);
    expect(rows.map((r) => r.sku)).toEqual(['OK-1']);
  });

  it('when rows are blank, then they are skipped', async () => {
    const { rows, errors } = await read([HEADER, HEADER.map(() => ''), row(), ['']]);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
  });

  it('when there are more bad rows than are worth listing, then the list is capped and says so', async () => {
    const bad = Array.from({ length: MAX_ERRORS + 5 }, (_, i) => row({ sku: `X-${i}`, price: '-1' }));
    const { errors } = await read([HEADER, ...bad]);
    expect(errors).toHaveLength(MAX_ERRORS + 1);
    expect(errors.at(-1)).toEqual({
      row: 0,
      column: null,
      reason: `错误过多，仅列出前 ${MAX_ERRORS} 条（共 ${MAX_ERRORS + 5} 条）`,
    });
  });

  it.each([
    ['an empty file', async () => csvFile([]), '文件为空：第 1 行应为表头'],
    ['a missing file', async () => join(dir, 'nope.csv'), '找不到文件：{dir}/nope.csv'],
    [
      'an unsupported type',
      async () => {
        const path = join(dir, 'catalogue.xls');
        await writeFile(path, 'x');
        return path;
      },
      '不支持的文件类型“.xls”：只支持 .csv 和 .xlsx',
    ],
    [
      'an unclosed quote',
      async () => {
        const path = join(dir, 'quote.csv');
        await writeFile(path, `${HEADER.join(',')}\n"LB-1,乙腈\n`);
        return path;
      },
      '第 2 行的引号没有闭合',
    ],
  ])('when it is %s, then the file-level reason is given', async (_what, makePath, reason) => {
    const { rows, errors } = await readCatalogueFile(await makePath());
    expect(rows).toEqual([]);
    expect(errors).toEqual([{ row: 0, column: null, reason: reason.replace('{dir}', dir) }]);
  });
});

describe('readCatalogueFile (xlsx)', () => {
  async function xlsxFile(rows: ExcelJS.CellValue[][]): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('货品');
    for (const r of rows) sheet.addRow(r);
    const path = join(dir, `f${++fileNo}.xlsx`);
    await workbook.xlsx.writeFile(path);
    return path;
  }

  it('when an Excel file has numbers, rich text and formulas, then they read as the merchant sees them', async () => {
    const path = await xlsxFile([
      HEADER,
      [
        'LB-C00001-500ML',
        { richText: [{ text: '乙' }, { text: '腈', font: { bold: true } }] },
        'Acetonitrile',
        '75-05-8',
        'C2H3N',
        41.05,
        '分析纯 AR',
        '500 mL',
        { formula: 'A1', result: 38.5 },
        120,
        '化学试剂/有机试剂/腈类',
        '蓝标',
        '甲基氰|MeCN',
        null,
      ],
      [],
      [
        'KR-2',
        '甲醇',
        '',
        '67-56-1',
        'CH4O',
        32.04,
        '',
        '4 L',
        0.1 + 0.2,
        0,
        '化学试剂/有机试剂/醇类',
        '科睿',
        '',
        '',
      ],
    ]);
    const { rows, errors } = await readCatalogueFile(path);
    expect(errors).toEqual([]);
    expect(rows).toMatchObject([
      { row: 2, name: '乙腈', mw: 41.05, priceFen: 3850, stock: 120, controlled: [] },
      { row: 4, sku: 'KR-2', priceFen: 30, stock: 0 },
    ]);
  });

  it('when an Excel file has bad cells, then they are reported by Excel row number', async () => {
    const path = await xlsxFile([
      HEADER,
      row(),
      row({ sku: 'LB-C00001-500ML' }),
      [],
      row({ sku: 'X', price: '-3' }),
    ]);
    const { errors } = await readCatalogueFile(path);
    expect(errors).toEqual([
      { row: 3, column: 'sku', reason: '货号 LB-C00001-500ML 与第 2 行重复' },
      { row: 5, column: 'price', reason: '不能为负数' },
    ]);
  });

  it('when an Excel file lacks a column, then it is refused', async () => {
    const columns = HEADER.filter((c) => c !== 'stock');
    const { errors } = await readCatalogueFile(await xlsxFile([columns, row({}, columns)]));
    expect(errors).toEqual([{ row: 1, column: 'stock', reason: '缺少必需的列' }]);
  });

  it('when the .xlsx is not a workbook, then the reason says so', async () => {
    const path = join(dir, 'fake.xlsx');
    await writeFile(path, 'not a zip');
    const { errors } = await readCatalogueFile(path);
    expect(errors).toEqual([
      { row: 0, column: null, reason: '无法读取 Excel 文件，请确认是 .xlsx 格式（不支持旧版 .xls）' },
    ]);
  });
});
