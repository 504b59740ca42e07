/**
 * CSV as RFC 4180 writes it (comma separated, fields optionally in double quotes, `""` for a quote inside,
 * line breaks inside quoted fields, CRLF or LF), read as a stream so a million rows never sit in memory
 * as one string. Encodings: UTF-8 with or without BOM, and GB18030 (a superset of GBK and GB2312), which
 * is what Excel on a Chinese Windows writes for "CSV (逗号分隔)". UTF-16 is refused with a hint.
 */

/** A problem with the file as a whole; the message is for the merchant. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

/** Longer cells are not catalogue data; stopping early keeps a malformed file from filling memory. */
export const MAX_FIELD_LENGTH = 10_000;

export interface CsvRecord {
  /** Record number, the header being 1: the row Excel shows when it opens the file. */
  row: number;
  cells: string[];
}

export async function* decodeCsvBytes(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let offset = 0;
  for await (const bytes of chunks) {
    if (!decoder) {
      if (offset === 0 && (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]))) {
        throw new ImportFileError('不支持 UTF-16 编码的文件，请在 Excel 中另存为“CSV UTF-8（逗号分隔）”');
      }
      // Bytes below 0x80 read the same in UTF-8 and GB18030: decide at the first one that is not.
      const firstHigh = bytes.findIndex((b) => b >= 0x80);
      if (firstHigh < 0) {
        offset += bytes.length;
        yield new TextDecoder().decode(bytes);
        continue;
      }
      decoder = looksLikeUtf8(bytes.subarray(firstHigh))
        ? new TextDecoder('utf-8', { fatal: true })
        : new TextDecoder('gb18030');
    }
    try {
      yield decoder.decode(bytes, { stream: true });
    } catch {
      throw new ImportFileError(
        `文件编码不一致：开头是 UTF-8，第 ${offset + 1} 字节之后的内容不是，请整体另存为 UTF-8`,
      );
    }
    offset += bytes.length;
  }
  if (decoder) {
    try {
      yield decoder.decode();
    } catch {
      throw new ImportFileError('文件在一个字符的中间结束，可能不完整');
    }
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

function looksLikeUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** Just read a quote inside a quoted field: the next character says whether it was `""` or the end. */
const QUOTE_SEEN = 3;

/** Splits decoded text into records; a quote left open at the end of the file is an error. */
export async function* parseCsv(texts: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let state = START;
  let field = '';
  let cells: string[] = [];
  let row = 1;
  let skipLf = false;
  let first = true;

  for await (const text of texts) {
    for (const c of text) {
      if (first) {
        first = false;
        // The BOM of a UTF-8 file from Excel: not part of the first column's name.
        if (c === '\uFEFF') continue;
      }
      if (skipLf) {
        skipLf = false;
        if (c === '\n') continue;
      }
      if (state === QUOTED) {
        if (c === '"') state = QUOTE_SEEN;
        else field += c;
      } else if (state === QUOTE_SEEN && c === '"') {
        field += c;
        state = QUOTED;
      } else if (c === ',') {
        cells.push(field);
        field = '';
        state = START;
      } else if (c === '\n' || c === '\r') {
        cells.push(field);
        yield { row, cells };
        row++;
        cells = [];
        field = '';
        state = START;
        skipLf = c === '\r';
      } else if (state === START && c === '"') {
        state = QUOTED;
      } else {
        // Outside quotes a stray quote, or text after a closing quote, is kept as written (lenient,
        // as Excel is when it opens such a file).
        field += c;
        state = UNQUOTED;
      }
      if (field.length > MAX_FIELD_LENGTH) {
        throw new ImportFileError(`第 ${row} 行有超过 ${MAX_FIELD_LENGTH} 个字符的单元格，文件可能已损坏`);
      }
    }
  }
  if (state === QUOTED) throw new ImportFileError(`第 ${row} 行的引号没有闭合`);
  if (state !== START || cells.length > 0) {
    cells.push(field);
    yield { row, cells };
  }
}
