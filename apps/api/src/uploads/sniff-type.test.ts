import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));

describe('sniffType', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['MP4 (isom)', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['PDF', bytes('%PDF-1.7\n%', [0xe2, 0xe3]), 'application/pdf'],
    ['MP4 (mp42)', bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]), 'video/mp4'],
  ])('when a file starts as %s, then it is that type', (_name, data, mime) => {
    expect(sniffType(data)?.mime).toBe(mime);
  });

  it.each([
    ['HTML', bytes('<!doctype html><html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['SVG after an XML declaration', bytes('<?xml version="1.0"?><svg>')],
    ['a QuickTime movie', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0])],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['a PNG cut short', bytes([0x89], 'PNG')],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['a text file that mentions %PDF-', bytes('see %PDF-1.4 here')],
    ['nothing', new Uint8Array()],
  ])('when a file is %s, then it is not recognised', (_name, data) => {
    expect(sniffType(data)).toBeNull();
  });
});
