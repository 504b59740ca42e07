import { describe, expect, it } from 'vitest';
import { bigSheet, manyParts, whitespaceSheet, zipOf } from '../../../test/hostile-zips.ts';
import { checkInflatedSizes, readZipDirectory, type ZipLimits, ZipRefusal } from './zip-guard.ts';

const limits: ZipLimits = { maxEntries: 50, maxUnpackedBytes: 1024 * 1024, maxRatio: 200 };
const MB = 1024 * 1024;

function refusal(run: () => unknown): ZipRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipRefusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

async function asyncRefusal(run: () => Promise<unknown>): Promise<ZipRefusal> {
  const error = await run().then(
    () => new Error('not refused'),
    (e: unknown) => e,
  );
  if (error instanceof ZipRefusal) return error;
  throw error;
}

describe('readZipDirectory', () => {
  it('when an archive is within the limits, then its parts are listed with their sizes', () => {
    const data = Buffer.from('<x>乙腈</x>'.repeat(100));
    const entries = readZipDirectory(
      zipOf([
        { name: 'a.xml', data },
        { name: 'dir/b.bin', data: Buffer.from('raw'), stored: true },
      ]),
      limits,
    );
    expect(entries.map((e) => [e.name, e.method, e.uncompressedSize])).toEqual([
      ['a.xml', 8, data.length],
      ['dir/b.bin', 0, 3],
    ]);
  });

  it('when there are more parts than allowed, then it is too large before any part is read', () => {
    expect(refusal(() => readZipDirectory(manyParts(100), limits)).reason).toBe('too-large');
  });

  it('when the declared unpacked sizes add up past the limit, then it is too large', () => {
    const parts = [1, 2, 3].map((i) => ({ name: `p${i}`, data: Buffer.alloc(400 * 1024, i) }));
    expect(refusal(() => readZipDirectory(zipOf(parts), limits)).message).toContain('declared unpacked');
  });

  it('when a part packs better than the ratio allows, then it is too large even within the total', () => {
    const wide = { ...limits, maxUnpackedBytes: 200 * MB };
    expect(refusal(() => readZipDirectory(whitespaceSheet(20 * MB), wide)).message).toMatch(/packed \d+ : 1/);
    expect(readZipDirectory(bigSheet(100_000), wide).length).toBe(5);
  });

  it('when the bytes are no ZIP, encrypted, or use another method, then it is unreadable', () => {
    const zip = zipOf([{ name: 'a', data: Buffer.from('hello') }]);
    const centralAt = zip.length - 22 - 46 - 1;
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(1, centralAt + 8);
    const bzip2 = Buffer.from(zip);
    bzip2.writeUInt16LE(12, centralAt + 10);
    const prefixed = Buffer.concat([Buffer.from('MZ junk'), zip]);
    for (const bytes of [Buffer.from('not a zip at all, but long enough'), encrypted, bzip2, prefixed]) {
      expect(refusal(() => readZipDirectory(bytes, limits)).reason).toBe('unreadable');
    }
  });

  it('when the archive claims ZIP64 sizes, then it is refused as too large', () => {
    const zip = zipOf([{ name: 'a', data: Buffer.from('hello') }]);
    zip.writeUInt32LE(0xffffffff, zip.length - 22 - 46 - 1 + 24);
    expect(refusal(() => readZipDirectory(zip, limits)).reason).toBe('too-large');
  });
});

describe('checkInflatedSizes', () => {
  const check = (bytes: Buffer) => checkInflatedSizes(bytes, readZipDirectory(bytes, limits));

  it('when every part inflates to its declared size, then it passes', async () => {
    await expect(check(bigSheet(200_000))).resolves.toBeUndefined();
  });

  it('when a part inflates past what its headers declare, then it is stopped there as too large', async () => {
    const lying = whitespaceSheet(100 * MB, 2048);
    const refused = await asyncRefusal(() => check(lying));
    expect(refused.reason).toBe('too-large');
    expect(refused.message).toContain('sheet1.xml inflates past its declared size');
  });

  it('when a part inflates short of its declared size or is no deflate stream, then it is unreadable', async () => {
    const short = zipOf([{ name: 'a', data: Buffer.from('hello'), declaredSize: 10 }]);
    expect((await asyncRefusal(() => check(short))).reason).toBe('unreadable');
    const garbage = zipOf([{ name: 'a', data: Buffer.from([0xff, 0xff, 0xff]), stored: true }]);
    garbage.writeUInt16LE(8, 8);
    garbage.writeUInt16LE(8, garbage.length - 22 - 46 - 1 + 10);
    garbage.writeUInt32LE(50, garbage.length - 22 - 46 - 1 + 24);
    expect((await asyncRefusal(() => check(garbage))).reason).toBe('unreadable');
  });
});
