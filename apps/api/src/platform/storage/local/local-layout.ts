import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Where the local adapter keeps things under DATA_DIR/objects:
 *
 *   keys/{first key segment}/{hh}/{sha256(key)}        the object's bytes
 *   keys/{first key segment}/{hh}/{sha256(key)}.json   its metadata (key, etag, content type)
 *   uploads/{uploadId}/upload.json, {n}.{md5}           a multipart upload in progress and its parts
 *   tmp/                                                files being written, renamed into place when whole
 *
 * A key never becomes a path (it is hashed), so no key can escape the directory or collide with
 * another as file and folder (`a` and `a/b` are both valid S3 keys). The first segment stays readable
 * so a sweep can walk one namespace (members' `u/`) without touching the rest.
 */
export interface ObjectPaths {
  data: string;
  meta: string;
}

export interface Layout {
  root: string;
  tmp: string;
  uploads: string;
  keys: string;
  object(key: string): ObjectPaths;
  namespace(firstSegment: string): string;
  upload(uploadId: string): string;
}

const NAMESPACE = /^[a-z0-9]{1,16}$/;
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

export function layout(root: string): Layout {
  const keys = path.join(root, 'keys');
  const namespace = (segment: string) => path.join(keys, NAMESPACE.test(segment) ? segment : '_');
  return {
    root,
    tmp: path.join(root, 'tmp'),
    uploads: path.join(root, 'uploads'),
    keys,
    namespace,
    object(key) {
      const hash = createHash('sha256').update(key).digest('hex');
      const data = path.join(namespace(key.split('/')[0] ?? ''), hash.slice(0, 2), hash);
      return { data, meta: `${data}.json` };
    },
    upload(uploadId) {
      // Callers validate the id first; this is the second line of defence.
      if (!UPLOAD_ID.test(uploadId)) throw new Error('invalid upload id');
      return path.join(root, 'uploads', uploadId);
    },
  };
}
