import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, ImportFileError, MAX_FIELD_LENGTH, parseCsv } from './read-csv.ts';

async function* chunksOf<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

async function parse(text: string, chunkSize = text.length || 1): Promise<string[][]> {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += chunkSize) chunks.push(text.slice(i, i + chunkSize));
  const rows: string[][] = [];
  for await (const record of parseCsv(chunksOf(chunks))) rows.push(record.cells);
  return rows;
}

async function decode(...chunks: Uint8Array[]): Promise<string> {
  let text = '';
  for await (const part of decodeCsvBytes(chunksOf(chunks))) text += part;
  return text;
}

describe('parseCsv', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF line ends',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no final line break',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['empty fields', ',,\n', [['', '', '']]],
    ['a quoted comma', '"N,N-二甲基甲酰胺",DMF\n', [['N,N-二甲基甲酰胺', 'DMF']]],
    ['a doubled quote', '"say ""hi""",x\n', [['say "hi"', 'x']]],
    ['a line break inside quotes', '"line 1\r\nline 2",x\n', [['line 1\r\nline 2', 'x']]],
    ['an empty quoted field', '"",x\n', [['', 'x']]],
    ['a UTF-8 BOM', '\uFEFFsku,name\n', [['sku', 'name']]],
    ['a stray quote inside a field (kept, as Excel does)', 'ab"c,d\n', [['ab"c', 'd']]],
    ['a blank line', 'a\n\nb\n', [['a'], [''], ['b']]],
  ])('when the text has %s, then the records are read', async (_what, text, rows) => {
    expect(await parse(text)).toEqual(rows);
  });

  it('when the text arrives one character at a time, then the records are the same', async () => {
    const text = '\uFEFFsku,"name, ""quoted""",x\r\n"a\r\nb",c,\r\nlast,"",z';
    expect(await parse(text, 1)).toEqual(await parse(text));
  });

  it('when records are read, then each carries its row number as Excel shows it', async () => {
    const rows: number[] = [];
    for await (const r of parseCsv(chunksOf(['h\n"a\nb"\nc\n']))) rows.push(r.row);
    expect(rows).toEqual([1, 2, 3]);
  });

  it('when a quote is left open, then the file is refused', async () => {
    await expect(parse('a,"b\n1,2\n')).rejects.toThrow(new ImportFileError('第 1 行的引号没有闭合'));
  });

  it('when a cell is absurdly long, then reading stops instead of filling memory', async () => {
    await expect(parse(`a,${'x'.repeat(MAX_FIELD_LENGTH + 1)}\n`)).rejects.toThrow(ImportFileError);
  });
});

describe('decodeCsvBytes', () => {
  const gbk = new Uint8Array([0xd2, 0xd2, 0xeb, 0xe6]); // 乙腈 in GBK
  const utf8 = new TextEncoder().encode('乙腈');

  it('when the bytes are UTF-8, then they decode as UTF-8', async () => {
    expect(await decode(new TextEncoder().encode('sku,name\n'), utf8)).toBe('sku,name\n乙腈');
  });

  it('when the bytes are GBK (Excel on a Chinese Windows), then they decode as GB18030', async () => {
    expect(await decode(new TextEncoder().encode('sku,name\n'), gbk)).toBe('sku,name\n乙腈');
  });

  it('when a UTF-8 character is split across chunks, then it still decodes', async () => {
    expect(await decode(utf8.subarray(0, 2), utf8.subarray(2))).toBe('乙腈');
  });

  it('when the file is UTF-16, then it is refused with a hint', async () => {
    await expect(decode(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).rejects.toThrow(/UTF-16/);
  });

  it('when a UTF-8 file turns into GBK later, then it is refused as mixed', async () => {
    await expect(decode(utf8, gbk)).rejects.toThrow(/编码不一致/);
  });
});
