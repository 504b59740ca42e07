export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Lower-case hex of whole bytes only; null for anything else, so a caller can refuse without throwing. */
export function hexToBytes(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
