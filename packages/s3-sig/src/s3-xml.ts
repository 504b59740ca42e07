/**
 * The few S3 XML documents the store's local endpoint writes and the browser uploader reads (and the
 * one the uploader writes and the endpoint reads), both sides in one place. No DOMParser (absent in
 * workers and in Node) and no general XML parser: S3's documents are machine-written and shallow, a
 * tag's text is all that is ever needed, and a strict pattern has no entities or DTDs to expand.
 */
export interface S3PartRef {
  partNumber: number;
  etag: string;
}

export interface S3Part extends S3PartRef {
  size: number;
}

export interface S3ErrorDocument {
  code: string | undefined;
  message: string | undefined;
}

export interface ListPartsResult {
  bucket: string;
  key: string;
  uploadId: string;
  marker: number;
  maxParts: number;
  parts: S3Part[];
  truncated: boolean;
}

const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** Numeric references for the five special characters: valid in text and attributes alike. */
export const escapeXml = (value: string | number) =>
  String(value).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(Number.parseInt(n, 16)))
    .replace(/&amp;/g, '&');

const element = (name: string, value: string | number) => `<${name}>${escapeXml(value)}</${name}>`;

const document = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">${body}</${root}>`;

/** The text of the first `<tag>` in `xml`, or undefined. */
function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? decodeEntities(match[1]!) : undefined;
}

/** The inner XML of every `<tag>…</tag>` block. */
const xmlBlocks = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

// Error

export function errorXml(code: string, message: string, resource: string, requestId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${element('Code', code)}${element('Message', message)}${element(
    'Resource',
    resource,
  )}${element('RequestId', requestId)}</Error>`;
}

/** Null when `xml` holds no `<Error>` (S3 may also answer 200 with one, on Complete). */
export function parseErrorXml(xml: string): S3ErrorDocument | null {
  if (!/<Error>/.test(xml)) return null;
  return { code: xmlText(xml, 'Code'), message: xmlText(xml, 'Message') };
}

// InitiateMultipartUpload

export function initiateResultXml(bucket: string, key: string, uploadId: string): string {
  return document(
    'InitiateMultipartUploadResult',
    element('Bucket', bucket) + element('Key', key) + element('UploadId', uploadId),
  );
}

/** The UploadId, or undefined when the answer has none. */
export const parseInitiateResultXml = (xml: string) => xmlText(xml, 'UploadId');

// CompleteMultipartUpload

/** The request body, as the uploader sends it. */
export function completeRequestXml(parts: S3PartRef[]): string {
  return `<CompleteMultipartUpload>${parts
    .map((p) => `<Part>${element('PartNumber', p.partNumber)}${element('ETag', p.etag)}</Part>`)
    .join('')}</CompleteMultipartUpload>`;
}

/**
 * Reads a CompleteMultipartUpload request body. Only its flat `<Part><PartNumber/><ETag/></Part>`
 * list matters. Returns null when the document is not that shape.
 */
export function parseCompleteRequestXml(xml: string): S3PartRef[] | null {
  const body = /^<CompleteMultipartUpload(?:\s[^>]*)?>([\s\S]*)<\/CompleteMultipartUpload>\s*$/.exec(
    xml.replace(/^\s*<\?xml[^>]*\?>/, '').trim(),
  );
  if (!body) return null;
  const parts: S3PartRef[] = [];
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

export function completeResultXml(location: string, bucket: string, key: string, etag: string): string {
  return document(
    'CompleteMultipartUploadResult',
    element('Location', location) + element('Bucket', bucket) + element('Key', key) + element('ETag', etag),
  );
}

/** The object's ETag, '' when the answer has none. */
export const parseCompleteResultXml = (xml: string) => xmlText(xml, 'ETag') ?? '';

// ListParts

export function listPartsResultXml(input: ListPartsResult): string {
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

/** One page of parts; `nextMarker` is 0 when the answer gives none. */
export function parseListPartsResultXml(xml: string): {
  parts: S3Part[];
  truncated: boolean;
  nextMarker: number;
} {
  return {
    parts: xmlBlocks(xml, 'Part').map((block) => ({
      partNumber: Number(xmlText(block, 'PartNumber')),
      etag: xmlText(block, 'ETag') ?? '',
      size: Number(xmlText(block, 'Size')),
    })),
    truncated: xmlText(xml, 'IsTruncated') === 'true',
    nextMarker: Number(xmlText(xml, 'NextPartNumberMarker') ?? 0),
  };
}
