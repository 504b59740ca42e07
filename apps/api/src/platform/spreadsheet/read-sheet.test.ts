import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { whitespaceSheet } from '../../../test/hostile-zips.ts';
import { readAllSheetRows, type SheetLimits, ZipRefusal } from './read-sheet.ts';

const limits: SheetLimits = {
  maxEntries: 100,
  maxUnpackedBytes: 4 * 1024 * 1024,
  maxRatio: 200,
  heapMb: 96,
  deadlineMs: 20_000,
};

async function refusalOf(run: Promise<unknown>): Promise<ZipRefusal> {
  const error = await run.then(
    () => new Error('not refused'),
    (e: unknown) => e,
  );
  if (error instanceof ZipRefusal) return error;
  throw error;
}

describe('readSheetRows (the sheet worker)', () => {
  let workbook: Buffer;

  beforeAll(async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('空');
    const sheet = book.addWorksheet('采购');
    sheet.addRow(['货号', '数量']);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'HX-' }, { text: 'A1' }] }, { formula: '1+1', result: 2 }]);
    workbook = Buffer.from(await book.xlsx.writeBuffer());
  });

  it('when a workbook is within its limits, then the chosen sheet comes back as text by Excel row', async () => {
    expect(await readAllSheetRows(workbook, limits, 'first-with-content')).toEqual([
      { row: 1, cells: ['货号', '数量'] },
      { row: 3, cells: ['HX-A1', '2'] },
    ]);
    expect(await readAllSheetRows(workbook, limits, 'first')).toEqual([]);
  });

  it('when the worker passes its heap limit, then the read is refused and the next one works', async () => {
    const refused = await refusalOf(readAllSheetRows(workbook, { ...limits, heapMb: 4 }, 'first'));
    expect(refused.reason).toBe('too-large');
    expect(refused.message).toContain('heap of 4 MB');
    expect(await readAllSheetRows(workbook, limits, 'first-with-content')).toHaveLength(2);
  });

  it('when the worker passes its deadline, then it is ended and the read refused', async () => {
    const refused = await refusalOf(readAllSheetRows(workbook, { ...limits, deadlineMs: 1 }, 'first'));
    expect(refused).toMatchObject({ reason: 'too-large', message: 'past the deadline of 1 ms' });
  });

  it('when a part inflates past its declared size, then it is refused before a worker starts', async () => {
    const lying = whitespaceSheet(100 * 1024 * 1024, 2048);
    const refused = await refusalOf(readAllSheetRows(lying, limits, 'first'));
    expect(refused).toMatchObject({ reason: 'too-large' });
    expect(refused.message).toContain('inflates past its declared size');
  });

  it('when more reads start than workers may run, then they wait their turn and all finish', async () => {
    const reads = Array.from({ length: 4 }, () => readAllSheetRows(workbook, limits, 'first-with-content'));
    expect((await Promise.all(reads)).map((rows) => rows.length)).toEqual([2, 2, 2, 2]);
  });
});
