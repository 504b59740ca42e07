import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigSheet, hostileArchives } from '../../../test/hostile-zips.ts';
import { readCatalogueFile } from './read-catalogue-file.ts';
import { CATALOGUE_XLSX_LIMITS, readXlsxRecords, xlsxMessages } from './read-xlsx.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'labmall-xlsx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fileOf = async (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
};

describe('a catalogue workbook that unpacks past the limits', () => {
  // The catalogue's limits are far above the quick sheet's (400 MB, 2,000 parts), yet every case of
  // the issue is still refused: by the part count, by its packing ratio, or while inflating.
  // 1,000 parts are within them: that workbook is read, and its empty sheet reported as such.
  it.each(hostileArchives().map(({ label, bytes }) => [label, bytes] as const))(
    'when it is %s, then the file is refused as a whole with the reason',
    async (label, bytes) => {
      const { rows, errors } = await readCatalogueFile(await fileOf('hostile.xlsx', bytes));
      expect(rows).toEqual([]);
      const reason =
        label === 'a ZIP of 1,000 parts' ? '文件为空：第 1 行应为表头' : xlsxMessages.unpacksTooLarge;
      expect(errors).toEqual([{ row: 0, column: null, reason }]);
    },
  );

  it('when the unpacked total passes the limit, then it is refused before anything is inflated', async () => {
    const path = await fileOf('big.xlsx', bigSheet(600_000));
    const limits = { ...CATALOGUE_XLSX_LIMITS, maxUnpackedBytes: 500_000 };
    const read = async () => {
      for await (const _ of readXlsxRecords(path, limits));
    };
    await expect(read()).rejects.toThrow(xlsxMessages.unpacksTooLarge);
  });
});
