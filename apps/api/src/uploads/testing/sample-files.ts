/** Files whose first bytes say what they are (or pretend to be), for acceptance tests. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG signature followed by `size - 8` pseudo-random bytes (enough for the type check). */
export function pngBytes(size: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE.slice(0, size));
  let x = seed;
  for (let i = PNG_SIGNATURE.length; i < size; i += 1) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

export const htmlBytes = () =>
  new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

export const svgBytes = () =>
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
