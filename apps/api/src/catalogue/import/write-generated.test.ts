import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogueFile } from './read-catalogue-file.ts';
import { writeGeneratedCatalogueFile } from './write-generated.ts';

const dir = mkdtempSync(join(tmpdir(), 'labmall-generate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeGeneratedCatalogueFile', () => {
  it('when N rows are written, then the file reads back as N valid import rows', async () => {
    const path = join(dir, 'g.csv');
    const seen: string[] = [];
    const n = await writeGeneratedCatalogueFile(path, 3000, { seed: 7, onRecord: (r) => seen.push(r.sku!) });
    expect(n).toBe(3000);
    const { rows, errors } = await readCatalogueFile(path);
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.sku)).toEqual(seen);
  });
});
