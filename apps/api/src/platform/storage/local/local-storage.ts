import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ClientLocation, ObjectInfo, ObjectStorage } from '../object-storage.ts';
import { StorageError } from '../object-storage.ts';
import { isNotFound, writeAtomically, writeTextAtomically } from './disk.ts';
import { issueLocalCredentials } from './local-credentials.ts';
import { layout } from './local-layout.ts';
import { localMultipart } from './local-multipart.ts';
import { signReadUrl } from './read-url.ts';

export const LOCAL_BUCKET = 'labmall';
/** SigV4 needs a region name; the local endpoint accepts only this one. */
export const LOCAL_REGION = 'local';
/** Aliyun OSS's minimum, and SPEC §5's smallest chunk. */
export const LOCAL_MIN_PART_SIZE = 102_400;
/** AWS's ceiling for STS sessions we ask for, and SPEC's "≤ 15 min". */
export const CREDENTIALS_TTL_MS = 15 * 60_000;

interface Meta {
  key: string;
  etag: string;
  contentType: string;
}

export interface LocalStorageOptions {
  /** DATA_DIR/objects */
  root: string;
  secret: () => string;
  now?: () => number;
}

export interface LocalObjectStorage extends ObjectStorage {
  readonly kind: 'local';
  readonly region: string;
  readonly secret: () => string;
  readonly now: () => number;
  /** Streams an object, or the bytes `start`–`end` (inclusive) of it. */
  openRead(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number }>;
  /** Deletes abandoned multipart uploads and objects under `prefix` older than `before` (ms). */
  sweep(prefix: string, before: number): Promise<{ uploads: number; objects: number }>;
}

/** Objects on the local disk with S3's semantics (DESIGN §7: the embedded default). */
export function createLocalStorage(options: LocalStorageOptions): LocalObjectStorage {
  const dirs = layout(options.root);
  const now = options.now ?? Date.now;
  const multipart = localMultipart(dirs, LOCAL_MIN_PART_SIZE);

  async function readMeta(key: string): Promise<Meta | null> {
    try {
      return JSON.parse(await readFile(dirs.object(key).meta, 'utf8')) as Meta;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function head(key: string): Promise<ObjectInfo | null> {
    const paths = dirs.object(key);
    // Side by side: on a busy store each file call waits its turn in libuv's pool behind compression.
    const [info, meta] = await Promise.all([
      stat(paths.data).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
      readMeta(key),
    ]);
    if (!info) return null;
    // Bytes are renamed into place before their metadata: a crash in between leaves a generic type.
    return {
      size: info.size,
      etag: meta?.etag ?? '""',
      contentType: meta?.contentType ?? 'application/octet-stream',
      lastModified: info.mtime,
    };
  }

  async function writeMeta(key: string, etag: string, contentType: string) {
    await writeTextAtomically(dirs.tmp, dirs.object(key).meta, JSON.stringify({ key, etag, contentType }));
  }

  return {
    kind: 'local',
    bucket: LOCAL_BUCKET,
    region: LOCAL_REGION,
    secret: options.secret,
    now,

    async put(key, body, contentType) {
      const written = await writeAtomically(dirs.tmp, dirs.object(key).data, body);
      const etag = `"${written.md5.toString('hex')}"`;
      await writeMeta(key, etag, contentType);
      return { etag };
    },

    createMultipartUpload: (key, contentType) => multipart.create(key, contentType),
    uploadPart: (key, uploadId, partNumber, body) => multipart.uploadPart(key, uploadId, partNumber, body),
    listParts: (key, uploadId) => multipart.list(key, uploadId),

    async completeMultipartUpload(key, uploadId, parts) {
      const done = await multipart.complete(key, uploadId, parts, dirs.object(key).data);
      await writeMeta(key, done.etag, done.contentType);
      await rm(dirs.upload(uploadId), { recursive: true, force: true });
      return { etag: done.etag };
    },

    abortMultipartUpload: (key, uploadId) => multipart.abort(key, uploadId),
    head,

    async readStart(key, length) {
      const handle = await open(dirs.object(key).data, 'r').catch((error: unknown) => {
        throw isNotFound(error) ? new StorageError('NoSuchKey') : error;
      });
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return new Uint8Array(buffer.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },

    async openRead(key, range) {
      const paths = dirs.object(key);
      const info = await stat(paths.data).catch((error: unknown) => {
        throw isNotFound(error) ? new StorageError('NoSuchKey') : error;
      });
      const stream = createReadStream(paths.data, range ?? {});
      return { stream, size: info.size };
    },

    async move(from, to) {
      const source = dirs.object(from);
      const target = dirs.object(to);
      const [meta] = await Promise.all([
        readMeta(from),
        mkdir(path.dirname(target.data), { recursive: true }),
      ]);
      try {
        await rename(source.data, target.data);
      } catch (error) {
        throw isNotFound(error) ? new StorageError('NoSuchKey') : error;
      }
      await Promise.all([
        rm(source.meta, { force: true }),
        writeMeta(to, meta?.etag ?? '""', meta?.contentType ?? 'application/octet-stream'),
      ]);
    },

    async delete(key) {
      const paths = dirs.object(key);
      await rm(paths.data, { force: true });
      await rm(paths.meta, { force: true });
    },

    async signedReadUrl(key, readOptions) {
      return signReadUrl(options.secret(), LOCAL_BUCKET, key, readOptions, now());
    },

    async issueUploadCredentials(prefix) {
      const issued = issueLocalCredentials(options.secret(), {
        bucket: LOCAL_BUCKET,
        prefix,
        expiresAt: now() + CREDENTIALS_TTL_MS,
      });
      return {
        accessKeyId: issued.accessKeyId,
        accessKeySecret: issued.accessKeySecret,
        securityToken: issued.securityToken,
        expiration: issued.expiration,
      };
    },

    clientLocation(origin): ClientLocation {
      const endpoint = `${origin}/storage`;
      return {
        endpoint,
        host: `${endpoint}/${LOCAL_BUCKET}`,
        region: LOCAL_REGION,
        minPartSize: LOCAL_MIN_PART_SIZE,
      };
    },

    async sweep(prefix, before) {
      const uploads = await multipart.sweep(before);
      let objects = 0;
      const namespace = dirs.namespace(prefix.split('/')[0] ?? '');
      for (const shard of await readdir(namespace).catch(() => [] as string[])) {
        for (const name of await readdir(path.join(namespace, shard)).catch(() => [] as string[])) {
          if (name.endsWith('.json')) continue;
          const data = path.join(namespace, shard, name);
          const info = await stat(data).catch(() => null);
          if (!info || info.mtimeMs >= before) continue;
          const meta = await readFile(`${data}.json`, 'utf8')
            .then((text) => JSON.parse(text) as Meta)
            .catch(() => null);
          if (meta && !meta.key.startsWith(prefix)) continue;
          await rm(data, { force: true });
          await rm(`${data}.json`, { force: true });
          objects += 1;
        }
      }
      return { uploads, objects };
    },
  };
}

export const isLocalStorage = (storage: ObjectStorage): storage is LocalObjectStorage =>
  storage.kind === 'local';
