import type { Readable } from 'node:stream';
import {
  completeResultXml,
  initiateResultXml,
  listPartsResultXml,
  parseCompleteRequestXml,
} from '@labmall/s3-sig/s3-xml';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LocalObjectStorage } from '../../platform/storage/local/local-storage.ts';
import { checkedBody, readSmallBody } from './request-body.ts';
import { S3Failure } from './s3-errors.ts';

/** One authenticated S3 request: where it writes, its query, and the limits that apply. */
export interface Operation {
  storage: LocalObjectStorage;
  /** Nothing larger can be written, in one request or in all the parts of one upload. */
  maxObjectBytes: number;
  bucket: string;
  key: string;
  query: Record<string, string | undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** 10,000 parts of ~100 bytes of XML each, with room to spare. */
const MAX_COMPLETE_XML_BYTES = 2 * 1024 * 1024;
const MAX_LIST_PARTS = 1000;

const body = (op: Operation) => op.request.body as Readable;
const contentType = (op: Operation) =>
  String(op.request.headers['content-type'] ?? 'application/octet-stream');
const numberParam = (value: string | undefined, digits: number, fallback: number) =>
  value !== undefined && new RegExp(`^\\d{1,${digits}}$`).test(value) ? Number(value) : fallback;

export async function putObject(op: Operation) {
  if (op.query.partNumber !== undefined) throw new S3Failure('InvalidArgument');
  const checked = checkedBody(body(op), op.request.headers, op.maxObjectBytes);
  const { etag } = await op.storage.put(op.key, checked, contentType(op));
  return op.reply.header('etag', etag).send();
}

export async function uploadPart(op: Operation, uploadId: string) {
  const partNumber = numberParam(op.query.partNumber, 5, 0);
  if (partNumber === 0) throw new S3Failure('InvalidArgument');
  // The upload as a whole may not outgrow the limit either (a part sent again replaces its old size).
  const others = (await op.storage.listParts(op.key, uploadId))
    .filter((p) => p.partNumber !== partNumber)
    .reduce((sum, p) => sum + p.size, 0);
  const checked = checkedBody(body(op), op.request.headers, op.maxObjectBytes - others);
  const { etag } = await op.storage.uploadPart(op.key, uploadId, partNumber, checked);
  return op.reply.header('etag', etag).send();
}

export async function createMultipartUpload(op: Operation) {
  const { uploadId } = await op.storage.createMultipartUpload(op.key, contentType(op));
  return op.reply.type('application/xml').send(initiateResultXml(op.bucket, op.key, uploadId));
}

export async function completeMultipartUpload(op: Operation, uploadId: string) {
  const parts = parseCompleteRequestXml(
    await readSmallBody(body(op), op.request.headers, MAX_COMPLETE_XML_BYTES),
  );
  if (!parts) throw new S3Failure('MalformedXML');
  const chosen = new Set(parts.map((p) => p.partNumber));
  const total = (await op.storage.listParts(op.key, uploadId))
    .filter((p) => chosen.has(p.partNumber))
    .reduce((sum, p) => sum + p.size, 0);
  if (total > op.maxObjectBytes) throw new S3Failure('EntityTooLarge');
  const { etag } = await op.storage.completeMultipartUpload(op.key, uploadId, parts);
  const location = `/storage/${op.bucket}/${op.key}`;
  return op.reply.type('application/xml').send(completeResultXml(location, op.bucket, op.key, etag));
}

/** ListParts, in S3's pages (`max-parts` up to 1000, `part-number-marker`). */
export async function listParts(op: Operation, uploadId: string) {
  const marker = numberParam(op.query['part-number-marker'], 5, 0);
  const maxParts = Math.min(
    Math.max(numberParam(op.query['max-parts'], 4, MAX_LIST_PARTS), 1),
    MAX_LIST_PARTS,
  );
  const after = (await op.storage.listParts(op.key, uploadId)).filter((p) => p.partNumber > marker);
  const xml = listPartsResultXml({
    bucket: op.bucket,
    key: op.key,
    uploadId,
    marker,
    maxParts,
    parts: after.slice(0, maxParts),
    truncated: after.length > maxParts,
  });
  return op.reply.type('application/xml').send(xml);
}

export async function abortMultipartUpload(op: Operation, uploadId: string) {
  await op.storage.abortMultipartUpload(op.key, uploadId);
  return op.reply.code(204).send();
}
