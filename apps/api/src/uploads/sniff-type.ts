import type { UploadMime } from '@labmall/contract/upload-purposes';
/** A file type the store accepts, recognised by its first bytes. */
export interface SniffedType {
  mime: UploadMime;
  ext: 'png' | 'gif' | 'jpg' | 'mp4' | 'pdf';
}

/** How many leading bytes `sniffType` needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** ISO base media brands that are MP4 video; QuickTime (`qt  `) and HEIF images (`heic`, `mif1`) are not. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
  'MSNV',
]);

/**
 * An allowlist, not a detector: a file is one of these types only if it begins as that type must, and
 * anything else — HTML, SVG, a script renamed .jpg — is simply not recognised.
 */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  // PDF: the header `%PDF-` and a version digit (ISO 32000 §7.5.2).
  if (bytes.length >= 8 && ascii(bytes, 0, 5) === '%PDF-' && /^[12]$/.test(ascii(bytes, 5, 6))) {
    return { mime: 'application/pdf', ext: 'pdf' };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 12))) {
    return { mime: 'video/mp4', ext: 'mp4' };
  }
  return null;
}
