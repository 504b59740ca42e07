import type { PartRef, UploadedPart } from '../../platform/storage/object-storage.ts';

/** The few S3 XML documents the local endpoint reads and writes. */
const escapeText = (value: string | number) =>
  String(value).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const element = (name: string, value: string | number) => `<${name}>${escapeText(value)}</${name}>`;

const document = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${body}</${root}>`;

export function errorXml(code: string, message: string, resource: string, requestId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${element('Code', code)}${element('Message', message)}${element(
    'Resource',
    resource,
  )}${element('RequestId', requestId)}</Error>`;
}

export function initiateXml(bucket: string, key: string, uploadId: string): string {
  return document(
    'InitiateMultipartUploadResult',
    element('Bucket', bucket) + element('Key', key) + element('UploadId', uploadId),
  );
}

export function completeXml(location: string, bucket: string, key: string, etag: string): string {
  return document(
    'CompleteMultipartUploadResult',
    element('Location', location) + element('Bucket', bucket) + element('Key', key) + element('ETag', etag),
  );
}

export function listPartsXml(input: {
  bucket: string;
  key: string;
  uploadId: string;
  marker: number;
  maxParts: number;
  parts: UploadedPart[];
  truncated: boolean;
}): string {
  const last = input.parts.at(-1)?.partNumber ?? input.marker;
  const parts = input.parts
    .map(
      (p) =>
        `<Part>${element('PartNumber', p.partNumber)}${element('ETag', p.etag)}${element('Size', p.size)}</Part>`,
    )
    .join('');
  return document(
    'ListPartsResult',
    element('Bucket', input.bucket) +
      element('Key', input.key) +
      element('UploadId', input.uploadId) +
      element('PartNumberMarker', input.marker) +
      element('NextPartNumberMarker', last) +
      element('MaxParts', input.maxParts) +
      element('IsTruncated', String(input.truncated)) +
      parts,
  );
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(Number.parseInt(n, 16)))
    .replace(/&amp;/g, '&');

/**
 * Reads a CompleteMultipartUpload body. Only its flat `<Part><PartNumber/><ETag/></Part>` list
 * matters, so a strict pattern beats a general XML parser (no entities, no DTDs, nothing to expand).
 * Returns null when the document is not that shape.
 */
export function parseCompleteXml(xml: string): PartRef[] | null {
  const body = /^<CompleteMultipartUpload(?:\s[^>]*)?>([\s\S]*)<\/CompleteMultipartUpload>\s*$/.exec(
    xml.replace(/^\s*<\?xml[^>]*\?>/, '').trim(),
  );
  if (!body) return null;
  const parts: PartRef[] = [];
  const rest = body[1]!.replace(/<Part>([\s\S]*?)<\/Part>/g, (_, inner: string) => {
    const number = /<PartNumber>\s*(\d{1,5})\s*<\/PartNumber>/.exec(inner);
    const etag = /<ETag>([^<]*)<\/ETag>/.exec(inner);
    if (number && etag) parts.push({ partNumber: Number(number[1]), etag: decodeEntities(etag[1]!.trim()) });
    else parts.push({ partNumber: -1, etag: '' });
    return '';
  });
  if (rest.trim() !== '' || parts.some((p) => p.partNumber < 1)) return null;
  return parts;
}
