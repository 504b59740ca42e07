import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyObjects } from './copy-objects.ts';

describe("a backup's copy of the local storage, taken while the store serves", () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function tree() {
    dir = await mkdtemp(path.join(tmpdir(), 'labmall-copy-objects-'));
    const objects = path.join(dir, 'objects');
    const files = {
      'o/voucher/202611/a.png': 'a',
      'o/voucher/202611/a.png.json': '{}',
      'u/7/202611/b.pdf': 'b',
      'tmp/0d8b.tmp': 'half written',
      'uploads/abc/1.part': 'a part',
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(objects, name)), { recursive: true });
      await writeFile(path.join(objects, name), text);
    }
    return objects;
  }

  const listed = async (root: string) =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();

  it('copies the stored objects and leaves out what is still being written', async () => {
    const objects = await tree();
    await copyObjects(objects, path.join(dir, 'copy'));
    expect(await listed(path.join(dir, 'copy'))).toEqual([
      'o/voucher/202611/a.png',
      'o/voucher/202611/a.png.json',
      'u/7/202611/b.pdf',
    ]);
  });

  it('goes on past a file that went between listing and copying (moved into place, or deleted)', async () => {
    const objects = await tree();
    const gone = path.join(objects, 'u/7/202611/b.pdf');
    await copyObjects(objects, path.join(dir, 'copy'), async (source, target) => {
      if (source === gone) await rm(gone);
      await copyFile(source, target);
    });
    expect(await listed(path.join(dir, 'copy'))).toEqual([
      'o/voucher/202611/a.png',
      'o/voucher/202611/a.png.json',
    ]);
  });
});
