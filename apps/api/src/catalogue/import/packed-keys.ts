/**
 * Compact state for checking a million-row import (ADR 0047): a Map<string, number> of a million 货号
 * costs some 100 bytes a key of JS heap, which the validation worker, with the server's 320 MB heap,
 * did not have. These keep the same answers in typed arrays outside the heap.
 */

/** Two independent 32-bit hashes of a string (cyrb53's lanes): 64 bits, so a digest collision is ~2⁻⁶⁴. */
export function hash64(text: string, out: Uint32Array, at: number): void {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  out[at] = h1 >>> 0;
  out[at + 1] = h2 >>> 0;
}

/** FNV-1a over bytes: where in the table a key is looked for (the key itself decides equality). */
function fnv1a(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

export type KeyHash = (bytes: Uint8Array, start: number, end: number) => number;

const encoder = new TextEncoder();

/**
 * A map from strings to numbers with every key kept exactly, as UTF-8 bytes packed one after another in
 * one growing buffer, found through an open-addressing table of hashes. Keys that hash alike are told
 * apart by their bytes, so answers are exact whatever the hash (`hash` is for tests forcing collisions).
 * About (UTF-8 length + 20) bytes a key, none of it on the JS heap. No deletion: an import only adds.
 * (Strings are compared as UTF-8, so two that differ only in an unpaired surrogate, both encoded as
 * U+FFFD, are one key; the CSV reader decodes to well-formed text, and XML cannot hold a lone surrogate.)
 */
export class PackedKeyMap {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  /** Entry i's key is bytes[starts[i], starts[i + 1]). */
  private starts = new Uint32Array(1025);
  private hashes = new Uint32Array(1024);
  private values = new Float64Array(1024);
  /** Entry index + 1 per slot, 0 for empty; a power of two, at most half full. */
  private slots = new Int32Array(2048);
  size = 0;
  private readonly hash: KeyHash;

  constructor(hash: KeyHash = fnv1a) {
    this.hash = hash;
  }

  get(key: string): number | undefined {
    const found = this.find(key);
    return found.entry >= 0 ? this.values[found.entry] : undefined;
  }

  has(key: string): boolean {
    return this.find(key).entry >= 0;
  }

  set(key: string, value: number): this {
    const found = this.find(key);
    if (found.entry >= 0) this.values[found.entry] = value;
    else this.insert(found.slot, found.end, found.hash, value);
    return this;
  }

  /** The value already there, or undefined after storing `value`: one look-up for check-and-remember. */
  setIfAbsent(key: string, value: number): number | undefined {
    const found = this.find(key);
    if (found.entry >= 0) return this.values[found.entry];
    this.insert(found.slot, found.end, found.hash, value);
    return undefined;
  }

  /**
   * Encodes `key` just past the used bytes (kept there if it is then inserted) and probes for it:
   * `entry` is its index or -1, `slot` where it would go.
   */
  private find(key: string) {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.reserve(key.length * 3);
    const start = this.used;
    const end = start + encoder.encodeInto(key, this.bytes.subarray(start)).written;
    const hash = this.hash(this.bytes, start, end) >>> 0;
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return { entry: -1, slot, end, hash };
      const entry = held - 1;
      if (this.hashes[entry] === hash && this.sameBytes(entry, start, end)) return { entry, slot, end, hash };
    }
  }

  private sameBytes(entry: number, start: number, end: number): boolean {
    const from = this.starts[entry]!;
    if (this.starts[entry + 1]! - from !== end - start) return false;
    for (let i = 0; i < end - start; i++) if (this.bytes[from + i] !== this.bytes[start + i]) return false;
    return true;
  }

  private insert(slot: number, end: number, hash: number, value: number) {
    const entry = this.size;
    if (entry + 1 >= this.hashes.length) this.growEntries();
    this.hashes[entry] = hash;
    this.values[entry] = value;
    this.starts[entry + 1] = end;
    this.used = end;
    this.size++;
    this.slots[slot] = entry + 1;
    if (this.size * 2 > this.slots.length) this.rehash();
  }

  private reserve(more: number) {
    if (this.used + more <= this.bytes.length) return;
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.used + more));
    bigger.set(this.bytes.subarray(0, this.used));
    this.bytes = bigger;
  }

  private growEntries() {
    const n = this.hashes.length * 2;
    const starts = new Uint32Array(n + 1);
    starts.set(this.starts);
    this.starts = starts;
    const hashes = new Uint32Array(n);
    hashes.set(this.hashes);
    this.hashes = hashes;
    const values = new Float64Array(n);
    values.set(this.values);
    this.values = values;
  }

  private rehash() {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let entry = 0; entry < this.size; entry++) {
      let slot = this.hashes[entry]! & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = entry + 1;
    }
  }
}
