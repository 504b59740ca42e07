import { createInflateRaw } from 'node:zlib';

/**
 * What an uploaded archive (an .xlsx is a ZIP) may unpack to. A few hundred KB of deflate can claim
 * (or, lying, produce) gigabytes, and the XML readers behind exceljs hold every part whole: the
 * compressed size says nothing about the cost. See docs/decisions/0025-bounded-spreadsheet-reading.md.
 */
export interface ZipLimits {
  /** Parts (files) in the archive. */
  maxEntries: number;
  /** Sum of all parts' unpacked sizes, as declared and as actually inflated. */
  maxUnpackedBytes: number;
  /**
   * Unpacked ÷ packed for a part larger than RATIO_FLOOR_BYTES. Spreadsheet XML packs 5–20 : 1 and a
   * sparse, heavily styled sheet rarely passes 100 : 1; a run of one byte packs about 1,000 : 1.
   */
  maxRatio: number;
}

export type ZipRefusalReason = 'unreadable' | 'too-large';

/** The archive is refused: `unreadable` (not a ZIP this reader accepts) or `too-large` (past a limit). */
export class ZipRefusal extends Error {
  readonly reason: ZipRefusalReason;
  constructor(reason: ZipRefusalReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const RATIO_FLOOR_BYTES = 1024 * 1024;
const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_BYTES = 22;
const CENTRAL_BYTES = 46;
const LOCAL_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;

const unreadable = (detail: string) => new ZipRefusal('unreadable', detail);
const tooLarge = (detail: string) => new ZipRefusal('too-large', detail);

/** The end-of-central-directory record: the last signature within the final 64 KB + 22 bytes. */
function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_BYTES - 0xffff);
  for (let at = view.byteLength - EOCD_BYTES; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  throw unreadable('no end of central directory');
}

/**
 * Reads the archive's central directory and refuses it before anything is inflated: too many parts,
 * a declared unpacked size past the limits, a part that claims to pack better than maxRatio, and any
 * form this reader does not take (ZIP64, several disks, encryption, a method other than stored or
 * deflate, a directory that is not exactly where the end record says). The declared sizes may lie:
 * `checkInflatedSizes` holds the parts to them while inflating.
 */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  if (bytes.byteLength < EOCD_BYTES) throw unreadable('shorter than an end record');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const onDisk = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw tooLarge('ZIP64');
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR_SIGNATURE) throw tooLarge('ZIP64');
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count) throw unreadable('several disks');
  if (count > limits.maxEntries) throw tooLarge(`${count} parts`);
  if (offset + size !== end) throw unreadable('central directory not before its end record');

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + CENTRAL_BYTES > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw unreadable('bad central directory entry');
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const next =
      at + CENTRAL_BYTES + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (next > end) throw unreadable('central directory entry past its end');
    if (flags & 1) throw unreadable('encrypted part');
    if (method !== STORED && method !== DEFLATED) throw unreadable(`compression method ${method}`);
    if (method === STORED && compressedSize !== uncompressedSize) throw unreadable('stored sizes differ');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw tooLarge('ZIP64 part');
    if (localOffset + LOCAL_BYTES + compressedSize > offset) throw unreadable('part past the directory');
    total += uncompressedSize;
    if (total > limits.maxUnpackedBytes)
      throw tooLarge(`declared unpacked size over ${limits.maxUnpackedBytes}`);
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > compressedSize * limits.maxRatio) {
      throw tooLarge(`part packed ${Math.round(uncompressedSize / Math.max(1, compressedSize))} : 1`);
    }
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + at + CENTRAL_BYTES, nameLength).toString(
      'utf8',
    );
    entries.push({ name, method, compressedSize, uncompressedSize, localOffset });
    at = next;
  }
  return entries;
}

/** The packed bytes of one part, found through its local header. */
function packedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (view.getUint32(at, true) !== LOCAL_SIGNATURE) throw unreadable(`no local header for ${entry.name}`);
  const start = at + LOCAL_BYTES + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.byteLength) throw unreadable(`${entry.name} cut short`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Inflates one part, counting bytes as they come, and stops the moment it passes `limit`. */
async function inflatedSize(data: Uint8Array, limit: number, name: string): Promise<number> {
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(data);
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw tooLarge(`${name} inflates past its declared size`);
    }
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    throw unreadable(`${name}: ${(error as Error).message}`);
  } finally {
    inflate.destroy();
  }
  return size;
}

/**
 * Inflates every part without keeping it and holds each to the size the directory declared: a part
 * that inflates past it is refused as soon as it does, so a lying directory costs at most the limits
 * `readZipDirectory` already checked. The inflating runs on libuv's thread pool (zlib streams); the
 * event loop only counts the chunks.
 */
export async function checkInflatedSizes(bytes: Uint8Array, entries: ZipEntry[]): Promise<void> {
  for (const entry of entries) {
    const data = packedData(bytes, entry);
    if (entry.method === STORED) continue;
    const size = await inflatedSize(data, entry.uncompressedSize, entry.name);
    if (size !== entry.uncompressedSize)
      throw unreadable(`${entry.name} inflates short of its declared size`);
  }
}
