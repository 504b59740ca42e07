import { QUICK_SHEET_CHUNK_CHARS, QUICK_SHEET_MAX_BYTES } from '@labmall/contract/quick-limits';

/** A file's bytes as base64 in the pieces POST /quick/sheet takes (every string under 10,000 chars). */
export async function sheetPieces(file: File): Promise<string[] | null> {
  if (file.size > QUICK_SHEET_MAX_BYTES) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  const base64 = btoa(binary);
  const pieces: string[] = [];
  for (let i = 0; i < base64.length; i += QUICK_SHEET_CHUNK_CHARS) {
    pieces.push(base64.slice(i, i + QUICK_SHEET_CHUNK_CHARS));
  }
  return pieces.length ? pieces : [''];
}
