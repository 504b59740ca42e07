import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Body } from '../object-storage.ts';

export interface Written {
  size: number;
  /** Raw MD5 of what was written. */
  md5: Buffer;
}

const toStream = (body: Body): Readable =>
  body instanceof Uint8Array
    ? Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)])
    : body.stream;

/**
 * Streams `body` into a fresh file in `tmpDir`, hashing as it goes, then renames it onto `target`
 * (a path, or a function of what was written: a part is named by its MD5). Readers therefore see the
 * old file or the whole new one, never a half-written one; on any error (including one the source
 * stream raises, such as a size limit) the temporary file is removed.
 */
export async function writeAtomically(
  tmpDir: string,
  target: string | ((written: Written) => string),
  body: Body,
): Promise<Written> {
  const tmp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.tmp`);
  const md5 = createHash('md5');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await mkdir(tmpDir, { recursive: true });
    await pipeline(toStream(body), hashing, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
    const written = { size, md5: md5.digest() };
    const destination = typeof target === 'string' ? target : target(written);
    await mkdir(path.dirname(destination), { recursive: true });
    await rename(tmp, destination);
    return written;
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Concatenates `sources` in order into `target`, atomically as above. */
export async function concatenateAtomically(
  tmpDir: string,
  target: string,
  sources: string[],
): Promise<number> {
  const tmp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.tmp`);
  let size = 0;
  try {
    await mkdir(tmpDir, { recursive: true });
    const out = createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
    await pipeline(async function* () {
      for (const source of sources) {
        for await (const chunk of createReadStream(source)) {
          size += (chunk as Buffer).length;
          yield chunk;
        }
      }
    }, out);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  return size;
}

/** Writes small text (metadata) atomically. */
export async function writeTextAtomically(tmpDir: string, target: string, text: string): Promise<void> {
  await writeAtomically(tmpDir, target, new TextEncoder().encode(text));
}

export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'ENOENT';
