import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Archives built by hand for the decompression tests: a minimal workbook whose one oversized part is
 * the only thing wrong, ZIPs of thousands of parts, and directories that lie about sizes.
 */

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The unpacked size the headers declare, when they should lie. */
  declaredSize?: number;
  /** Stored instead of deflated. */
  stored?: boolean;
}

/** A ZIP archive of these parts, local headers then the central directory, no data descriptors. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = part.stored ? part.data : deflateRawSync(part.data);
    const method = part.stored ? 0 : 8;
    const size = part.declaredSize ?? part.data.length;
    const crc = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts every workbook here shares: content types, relationships, one workbook of one sheet. */
function skeleton(): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
  ];
}

/** A worksheet part: `inside` goes between <sheetData> and </sheetData>. */
function sheetPart(inside: Buffer | string): Buffer {
  return Buffer.concat([
    xml(`<worksheet xmlns="${MAIN}"><sheetData>`),
    Buffer.from(inside),
    Buffer.from('</sheetData></worksheet>'),
  ]);
}

/** Plain rows of one 货号 and a quantity, repeated to `bytes`. */
function rowsOf(bytes: number): Buffer {
  const row = Buffer.from('<row><c t="inlineStr"><is><t>HX-A10023-500ML</t></is></c><c><v>2</v></c></row>');
  return Buffer.alloc(bytes, row);
}

/** A workbook whose sheet1.xml unpacks to `bytes` of rows (the 25 MB and 50 MB sheets). */
export function bigSheet(bytes: number): Buffer {
  return zipOf([...skeleton(), { name: 'xl/worksheets/sheet1.xml', data: sheetPart(rowsOf(bytes)) }]);
}

/** A small sheet and one shared-strings part of `bytes`. */
export function hugeSharedStrings(bytes: number): Buffer {
  const strings = Buffer.concat([
    xml(`<sst xmlns="${MAIN}">`),
    Buffer.alloc(bytes, '<si><t>乙腈 色谱纯 HPLC</t></si>'),
    Buffer.from('</sst>'),
  ]);
  return zipOf([
    ...skeleton(),
    { name: 'xl/worksheets/sheet1.xml', data: sheetPart('<row><c t="s"><v>0</v></c></row>') },
    { name: 'xl/sharedStrings.xml', data: strings },
  ]);
}

/** A workbook and `count` more empty parts. */
export function manyParts(count: number): Buffer {
  const extra = Array.from({ length: count }, (_, i) => ({
    name: `m/${i.toString(36)}`,
    data: Buffer.alloc(0),
    stored: true,
  }));
  return zipOf([...skeleton(), { name: 'xl/worksheets/sheet1.xml', data: sheetPart('') }, ...extra]);
}

/**
 * A sheet with a run of `bytes` spaces inside <sheetData> (about 1,000 : 1 packed). `declaredSize`
 * makes the headers claim that instead, the way a crafted file gets past a check of declared sizes.
 */
export function whitespaceSheet(bytes: number, declaredSize?: number): Buffer {
  const data = sheetPart(Buffer.alloc(bytes, ' '));
  return zipOf([
    ...skeleton(),
    { name: 'xl/worksheets/sheet1.xml', data, ...(declaredSize === undefined ? {} : { declaredSize }) },
  ]);
}

const MB = 1024 * 1024;

/** The cases, each `{ label, bytes }`: every one must be refused quickly. */
export function hostileArchives(): { label: string; bytes: Buffer }[] {
  return [
    { label: 'a sheet that unpacks to 50 MB', bytes: bigSheet(50 * MB) },
    { label: 'a sheet that unpacks to 25 MB', bytes: bigSheet(25 * MB) },
    { label: 'one huge shared-strings part (40 MB)', bytes: hugeSharedStrings(40 * MB) },
    { label: 'a ZIP of 10,000 parts', bytes: manyParts(10_000) },
    { label: 'a ZIP of 1,000 parts', bytes: manyParts(1_000) },
    { label: 'a 100 MB run of spaces in sheetData', bytes: whitespaceSheet(100 * MB) },
    { label: 'the same, its headers claiming 2 KB', bytes: whitespaceSheet(100 * MB, 2048) },
  ];
}
