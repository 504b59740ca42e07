import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Body, type PartRef, StorageError, type UploadedPart } from '../object-storage.ts';
import { concatenateAtomically, isNotFound, writeAtomically } from './disk.ts';
import { type Layout, UPLOAD_ID } from './local-layout.ts';

export interface UploadRecord {
  key: string;
  contentType: string;
  initiatedAt: number;
}

/** S3's limits: part numbers 1–10000. */
export const MAX_PART_NUMBER = 10_000;
const PART_FILE = /^(\d{1,5})\.([0-9a-f]{32})$/;

const quote = (hex: string) => `"${hex}"`;
const unquote = (etag: string) => etag.replace(/^"|"$/g, '');

/** Multipart uploads on disk, with S3's rules (part numbers, ETags, minimum part size, ordering). */
export function localMultipart(dirs: Layout, minPartSize: number) {
  async function record(key: string, uploadId: string): Promise<UploadRecord> {
    if (!UPLOAD_ID.test(uploadId)) throw new StorageError('NoSuchUpload');
    let upload: UploadRecord;
    try {
      upload = JSON.parse(await readFile(path.join(dirs.upload(uploadId), 'upload.json'), 'utf8'));
    } catch (error) {
      if (isNotFound(error)) throw new StorageError('NoSuchUpload');
      throw error;
    }
    // S3 answers NoSuchUpload when the id belongs to another key: an id alone grants nothing.
    if (upload.key !== key) throw new StorageError('NoSuchUpload');
    return upload;
  }

  /** Part files by number; a part uploaded twice keeps only its newest file. */
  async function partFiles(uploadId: string) {
    const dir = dirs.upload(uploadId);
    const found = new Map<number, { file: string; md5: string; size: number; mtime: number }>();
    for (const name of await readdir(dir)) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info) continue;
      const partNumber = Number(match[1]);
      const previous = found.get(partNumber);
      if (!previous || previous.mtime <= info.mtimeMs) {
        found.set(partNumber, { file, md5: match[2]!, size: info.size, mtime: info.mtimeMs });
      }
    }
    return found;
  }

  return {
    record,

    async create(key: string, contentType: string): Promise<{ uploadId: string }> {
      const uploadId = randomBytes(16).toString('hex');
      const dir = dirs.upload(uploadId);
      await mkdir(dir, { recursive: true });
      const upload: UploadRecord = { key, contentType, initiatedAt: Date.now() };
      await writeFile(path.join(dir, 'upload.json'), JSON.stringify(upload), { mode: 0o600 });
      return { uploadId };
    },

    async uploadPart(key: string, uploadId: string, partNumber: number, body: Body) {
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
        throw new StorageError('InvalidArgument', 'partNumber must be 1-10000');
      }
      await record(key, uploadId);
      const dir = dirs.upload(uploadId);
      const written = await writeAtomically(
        dirs.tmp,
        ({ md5 }) => path.join(dir, `${partNumber}.${md5.toString('hex')}`),
        body,
      );
      const md5 = written.md5.toString('hex');
      // The same number uploaded again (a retry, a resume) replaces the older copy.
      for (const name of await readdir(dir)) {
        const match = PART_FILE.exec(name);
        if (match && Number(match[1]) === partNumber && match[2] !== md5)
          await rm(path.join(dir, name), { force: true });
      }
      return { etag: quote(md5) };
    },

    async list(key: string, uploadId: string): Promise<UploadedPart[]> {
      await record(key, uploadId);
      const parts = [...(await partFiles(uploadId)).entries()].map(([partNumber, part]) => ({
        partNumber,
        etag: quote(part.md5),
        size: part.size,
      }));
      return parts.sort((a, b) => a.partNumber - b.partNumber);
    },

    /** Checks the list against the stored parts, then joins them into `target`. */
    async complete(key: string, uploadId: string, parts: PartRef[], target: string) {
      const upload = await record(key, uploadId);
      if (parts.length === 0) throw new StorageError('InvalidPart', 'no parts');
      const stored = await partFiles(uploadId);
      const sources: string[] = [];
      const digests: Buffer[] = [];
      if (parts.some((part, index) => index > 0 && parts[index - 1]!.partNumber >= part.partNumber)) {
        throw new StorageError('InvalidPartOrder');
      }
      parts.forEach((part, index) => {
        const file = stored.get(part.partNumber);
        if (!file || file.md5 !== unquote(part.etag)) throw new StorageError('InvalidPart');
        if (index < parts.length - 1 && file.size < minPartSize) throw new StorageError('EntityTooSmall');
        sources.push(file.file);
        digests.push(Buffer.from(file.md5, 'hex'));
      });
      const size = await concatenateAtomically(dirs.tmp, target, sources);
      const etag = `"${createHash('md5').update(Buffer.concat(digests)).digest('hex')}-${parts.length}"`;
      return { etag, size, contentType: upload.contentType };
    },

    async abort(key: string, uploadId: string): Promise<void> {
      await record(key, uploadId);
      await rm(dirs.upload(uploadId), { recursive: true, force: true });
    },

    /** Removes uploads begun before `before` (ms); S3 does this with a lifecycle rule. */
    async sweep(before: number): Promise<number> {
      let removed = 0;
      const ids = await readdir(dirs.uploads).catch(() => [] as string[]);
      for (const id of ids) {
        if (!UPLOAD_ID.test(id)) continue;
        const info = await stat(path.join(dirs.uploads, id, 'upload.json')).catch(() => null);
        if (info && info.mtimeMs >= before) continue;
        await rm(path.join(dirs.uploads, id), { recursive: true, force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
