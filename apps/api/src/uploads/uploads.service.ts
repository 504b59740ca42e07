import { publicPurposes, type UploadPurpose, uploadPurposes } from '@labmall/contract/upload-purposes';
import { Code } from '@labmall/protocol';
import type { Db } from '../platform/db.ts';
import { AppError, forbidden, invalid, notFound } from '../platform/errors.ts';
import { isKeyUnder } from '../platform/storage/object-key.ts';
import { type ObjectStorage, StorageError } from '../platform/storage/object-storage.ts';
import { downloadName } from './file-name.ts';
import { SNIFF_BYTES, sniffType } from './sniff-type.ts';
import { acceptedKey, memberRoot, memberUploadPrefix, staffRoot, staffUploadPrefix } from './upload-keys.ts';
import { spendUploadToken, type UploadQuota } from './upload-quota.ts';

import {
  findOwnedUploadedObject,
  findUploadedObjectByKey,
  insertUploadedObject,
  type UploadedObjectRow,
} from './uploads.repository.ts';

/** Read URLs are bearer credentials: long enough to load a page's images, short enough to be useless when copied. */
export const READ_URL_SECONDS = 300;
/** The S3 API version the browser's helper speaks (SPEC §7: "an API version"). */
export const S3_API_VERSION = '2006-03-01';

const MB = 1024 * 1024;
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg、jpeg',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
};

const GONE = '文件不存在，请重新上传';

export const tooLargeMessage = (maxBytes: number) => `上传的文件大小不得超过${maxBytes / MB}mb`;

/**
 * Files members upload: straight to object storage with credentials for their own prefix, then
 * registered (checked, renamed, recorded) here. Other components take a member's file through
 * `requireOwned` and show one through the read-URL methods.
 */
type RegisterInput = { key: string; purpose: UploadPurpose; fileName: string };

export function createUploadService({
  db,
  storage,
  quota,
}: {
  db: Db;
  storage: ObjectStorage;
  quota: UploadQuota;
}) {
  async function readUrl(row: UploadedObjectRow, now = Date.now()) {
    const url = await storage.signedReadUrl(row.key, {
      expiresIn: READ_URL_SECONDS,
      fileName: row.fileName,
      // A PDF is saved rather than opened in the storage origin: it may carry scripts.
      disposition: row.contentType === 'application/pdf' ? 'attachment' : 'inline',
      contentType: row.contentType,
    });
    return { url, expiresAt: new Date(now + READ_URL_SECONDS * 1000).toISOString() };
  }

  const describe = async (row: UploadedObjectRow) => ({
    id: row.id,
    filePath: row.key,
    fileName: row.fileName,
    size: row.size,
    contentType: row.contentType,
    ...(await readUrl(row)),
  });

  /** Deletes what was refused, then refuses: a failed registration leaves no file and no row. */
  async function refuse(key: string, message: string): Promise<never> {
    await storage.delete(key);
    throw invalid({ key: message });
  }

  async function tokenFor(key: string, name: string, origin: string) {
    const credentials = await storage.issueUploadCredentials(key, name);
    const location = storage.clientLocation(origin);
    return {
      bucketName: storage.bucket,
      host: location.host,
      key,
      endpoint: location.endpoint,
      region: location.region,
      apiVersion: S3_API_VERSION,
      minPartSize: location.minPartSize,
      accessKeyId: credentials.accessKeyId,
      accessKeySecret: credentials.accessKeySecret,
      securityToken: credentials.securityToken,
      expiration: credentials.expiration.toISOString(),
    };
  }

  /** Accepts a file from the uploader's own space `root` (see `register`); `uploader` is recorded. */
  async function accept(
    root: string,
    uploader: { ownerId: number } | { staffId: number },
    input: RegisterInput,
    now: Date,
  ) {
    if (!isKeyUnder(input.key, root)) throw forbidden('无权使用该文件');
    const rules = uploadPurposes[input.purpose];
    const found = await storage.head(input.key);
    if (!found) throw notFound(GONE);
    if (found.size > rules.maxBytes) return refuse(input.key, tooLargeMessage(rules.maxBytes));

    // The checks below run on the moved copy: the member's credentials may still write to the old key.
    const key = acceptedKey(input.purpose, now);
    try {
      await storage.move(input.key, key);
    } catch (error) {
      if (error instanceof StorageError && error.code === 'NoSuchKey') throw notFound(GONE);
      throw error;
    }
    const moved = await storage.head(key);
    if (!moved || moved.size === 0) return refuse(key, '文件内容为空，请重新选择');
    if (moved.size > rules.maxBytes) return refuse(key, tooLargeMessage(rules.maxBytes));
    const type = sniffType(await storage.readStart(key, SNIFF_BYTES));
    if (!type || !(rules.types as readonly string[]).includes(type.mime)) {
      const allowed = rules.types.map((t) => EXTENSIONS[t]).join('、');
      return refuse(key, `文件内容与类型不符，请上传${allowed}格式的文件`);
    }

    try {
      const row = await insertUploadedObject(db, {
        ...uploader,
        purpose: input.purpose,
        key,
        fileName: downloadName(input.fileName, type.ext),
        size: moved.size,
        contentType: type.mime,
      });
      return await describe(row);
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  }

  return {
    /**
     * `GET /oss/token`: where to write, and credentials that can write nowhere else (SPEC §3, §7), within
     * the member's daily quota (upload-quota.ts).
     */
    async issueToken(userId: number, origin: string, now = new Date()) {
      await spendUploadToken(db, quota, userId, now);
      return tokenFor(memberUploadPrefix(userId, now), `labmall-u${userId}`, origin);
    },

    /** `GET /admin/oss/token`: a staff member's own space; no daily quota (staff are accountable). */
    issueStaffToken: (staffId: number, origin: string, now = new Date()) =>
      tokenFor(staffUploadPrefix(staffId, now), `labmall-s${staffId}`, origin),

    /**
     * Accepts a file the member uploaded to their own space: checks where it is, moves it where no
     * member can write under a name the server chooses, checks how big it is and what its first bytes
     * say it is, and records it. Anything refused is deleted.
     */
    register: (userId: number, input: RegisterInput, now = new Date()) =>
      accept(memberRoot(userId), { ownerId: userId }, input, now),

    /** `POST /admin/oss/register`: the same checks for a file a staff member uploaded to their space. */
    registerForStaff: (staffId: number, input: RegisterInput, now = new Date()) =>
      accept(staffRoot(staffId), { staffId }, input, now),

    /** `GET /oss/url`: a member reads back only their own files. */
    /** A read address for an object row the caller has already found as the member's own. */
    readUrlOf: (row: UploadedObjectRow) => readUrl(row),

    async readUrlForOwner(userId: number, filePath: string) {
      const row = await findOwnedUploadedObject(db, userId, filePath);
      // The same answer for someone else's file as for none: keys are not to be probed.
      if (!row) throw notFound('文件不存在');
      return readUrl(row);
    },

    /**
     * For the operators' console (real-name review, vouchers): any accepted file. The caller must have
     * checked that the operator may see it; this method checks nothing.
     */
    async readUrlForOperator(filePath: string) {
      const row = await findUploadedObjectByKey(db, filePath);
      if (!row) throw notFound('文件不存在');
      return readUrl(row);
    },

    /**
     * A fresh read address for an accepted file another component serves (批次文件): the caller has
     * decided who may read it; this method checks nothing.
     */
    async readUrlOfKey(filePath: string) {
      const row = await findUploadedObjectByKey(db, filePath);
      if (!row) throw notFound('文件不存在');
      return readUrl(row);
    },

    /**
     * Product pictures, brand logos and content images are for everyone: a fresh read address for an
     * accepted file of a public purpose that staff uploaded, whoever asks (GET /media/…); any other
     * file, a member's among them, is not found.
     */
    async publicReadUrl(filePath: string) {
      const row = await findUploadedObjectByKey(db, filePath);
      const isPublic = (publicPurposes as readonly string[]).includes(row?.purpose ?? '');
      if (!row || !isPublic || row.staffId === null) throw notFound('文件不存在');
      return readUrl(row);
    },

    /** A file the console names (a product picture): accepted, uploaded by staff, for this purpose. */
    async requireStaffUpload(filePath: string, purpose: UploadPurpose): Promise<UploadedObjectRow> {
      const row = await findUploadedObjectByKey(db, filePath);
      if (!row || row.staffId === null || row.purpose !== purpose) {
        throw new AppError(Code.INVALID, '图片无效，请重新上传');
      }
      return row;
    },

    /**
     * For other components that take a file from a member (verification images, vouchers): the file
     * must be one this member registered, for this purpose.
     */
    async requireOwned(userId: number, filePath: string, purpose: UploadPurpose): Promise<UploadedObjectRow> {
      const row = await findOwnedUploadedObject(db, userId, filePath);
      if (!row || row.purpose !== purpose) throw new AppError(Code.INVALID, '文件无效，请重新上传');
      return row;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
