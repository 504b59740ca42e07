import { CAS_NUMBER_RE } from './patterns.ts';

/**
 * Quick order (/quick): the lines a buyer pastes from a spreadsheet or uploads as .xlsx, read the same
 * way in the browser (paste) and on the server (an uploaded sheet), so both forgive the same things:
 * full-width characters, stray spaces and dashes from Word, 货号 in any case, a header row or none,
 * tab- or comma-separated columns, 货号 and quantity in either order.
 */

/** The most lines one resolve call (and one sheet) takes. */
export const QUICK_ORDER_MAX_LINES = 500;

/** The longest 货号 or CAS number a line may carry (the catalogue's 货号 column is 64 characters). */
export const QUICK_CODE_MAX = 64;

export const quickOrderMessages = {
  empty: '没有读到任何货号：表格是空的',
  noCodeColumn:
    '没有找到货号或 CAS 号：请把货号（或 CAS 号）放在第一列、数量放在第二列，可先下载模板对照填写',
  tooMany: (n: number) =>
    `一次最多核对 ${QUICK_ORDER_MAX_LINES} 行，当前有 ${n} 行：请分成几批（每批不超过 ${QUICK_ORDER_MAX_LINES} 行）`,
  badQuantity: (text: string) => `数量“${text}”不是数字`,
} as const;

/** One line as typed: the code (货号 or CAS) and the quantity, both still text. */
export interface QuickLineText {
  code: string;
  quantity: string;
}

const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;
const QUOTES = /^["'“”‘’`]+|["'“”‘’`]+$/g;

/**
 * A 货号 or CAS number as the catalogue spells it: full-width letters and digits made half-width (NFKC),
 * every kind of dash a hyphen, spaces (including the ideographic one) and quotes around it removed.
 * Case is kept for display; lookups compare lower-cased.
 */
export function normalizeCode(raw: string): string {
  return raw.normalize('NFKC').replace(DASHES, '-').replace(/\s+/g, '').replace(QUOTES, '');
}

/** A CAS number's shape (the check digit is the server's business: it says why a CAS is not found). */
export const looksLikeCas = (code: string) => CAS_NUMBER_RE.test(code);

/** Plausible as a 货号 or CAS number: letters, digits and - _ . / # ( ), not only punctuation. */
export function looksLikeCode(code: string): boolean {
  return code.length > 0 && code.length <= QUICK_CODE_MAX && /^[A-Za-z0-9][A-Za-z0-9\-_./#()]*$/.test(code);
}

export type QuantityText = { quantity: number | null } | { error: string };

/**
 * A quantity cell: empty → null (the SKU's minimum applies); "5", "５", " 5 ", "5瓶", "5 pcs", "1,000"
 * → the number; "0", "-2" and "1.5" come through as numbers, so the quantity rule can say what is wrong
 * with them; anything else is an error.
 */
export function parseQuantityText(raw: string): QuantityText {
  const text = raw.normalize('NFKC').trim();
  if (text === '') return { quantity: null };
  const match = /^([+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*[^\d.,+-]*$/.exec(text);
  if (!match) return { error: quickOrderMessages.badQuantity(raw.trim()) };
  const quantity = Number(match[1]!.replaceAll(',', ''));
  return Number.isFinite(quantity) ? { quantity } : { error: quickOrderMessages.badQuantity(raw.trim()) };
}

/** One CSV line into cells: commas (ASCII or full-width) outside double quotes separate; "" is a quote. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === ',' || c === '，') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/**
 * Pasted text (from Excel, WPS, a CSV file, a mail) into rows of cells. Excel puts a tab between
 * cells; a CSV has commas; a plain list may have "货号 数量" separated by spaces, where the last
 * word is the quantity only when it is a number (a 货号 typed with a space inside stays whole).
 */
export function splitPastedTable(text: string): string[][] {
  const lines = text.split(/\r\n|\n|\r/);
  const tabbed = lines.some((line) => line.includes('\t'));
  const commas = !tabbed && lines.some((line) => /[,，]/.test(line));
  return lines.map((line) => {
    if (tabbed) return line.split('\t');
    if (commas) return splitCsvLine(line);
    const words = line.trim().split(/\s+/);
    const last = words.at(-1) ?? '';
    if (words.length >= 2 && /^[+-]?[\d.,０-９]+$/.test(last.normalize('NFKC'))) {
      return [words.slice(0, -1).join(' '), last];
    }
    return [line];
  });
}

/** 货号-like headings, most telling first; a name column (品名, Product Name) is never the code. */
const CODE_HEADERS = [
  /货号|品号|料号|cat|sku/i,
  /编号|编码|物料|产品号|商品号|item|part|code|no\.?$|number|product/i,
];
const NAME_HEADER = /名称|品名|name|描述|description/i;
const CAS_HEADER = /cas/i;
const QUANTITY_HEADER = /数量|件数|qty|quantity|amount|count|pcs|数/i;

function headerColumns(row: string[]) {
  const cells = row.map((cell) => cell.normalize('NFKC').trim());
  const cas = cells.findIndex((cell) => CAS_HEADER.test(cell));
  let code = -1;
  for (const pattern of CODE_HEADERS) {
    code = cells.findIndex(
      (cell, i) => i !== cas && pattern.test(cell) && !NAME_HEADER.test(cell) && !QUANTITY_HEADER.test(cell),
    );
    if (code >= 0) break;
  }
  const quantity = cells.findIndex((cell, i) => i !== cas && i !== code && QUANTITY_HEADER.test(cell));
  return { code, cas, quantity };
}

const isNumberCell = (cell: string) => /^[+-]?\d+(?:\.\d+)?$/.test(cell.normalize('NFKC').trim());

export type QuickTable =
  | { lines: QuickLineText[]; header: boolean; error?: undefined }
  | { error: string; lines?: undefined; header?: undefined };

/**
 * Rows of cells (a paste, a CSV, an .xlsx sheet) → the lines to resolve. A first row naming its
 * columns (货号, CAS, 数量, Cat. No., Qty…) says where things are; without one the code is the first
 * column and the quantity the second, unless the first holds only numbers and the second codes (a
 * sheet written quantity-first). Both a 货号 and a CAS column: the 货号 wins where a row has both.
 * Empty rows are dropped; a table whose code column is mostly not codes is refused as a whole.
 */
export function linesFromTable(rows: string[][]): QuickTable {
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) return { error: quickOrderMessages.empty };

  const first = filled[0]!;
  const named = headerColumns(first);
  // A heading row the words above do not name (物品, 个数) still reads as one: no code, no number.
  const unnamedHeader =
    filled.length > 1 && !looksLikeCode(normalizeCode(first[0] ?? '')) && !isNumberCell(first[1] ?? '0');
  const header = named.code >= 0 || named.cas >= 0 || unnamedHeader;
  const body = header ? filled.slice(1) : filled;
  let codeColumns: number[];
  let quantityColumn: number;
  if (named.code >= 0 || named.cas >= 0) {
    codeColumns = [named.code, named.cas].filter((i) => i >= 0);
    quantityColumn =
      named.quantity >= 0 ? named.quantity : codeColumns.length === 1 ? codeColumns[0]! + 1 : -1;
  } else {
    const firstNumbers = body.every((row) => isNumberCell(row[0] ?? ''));
    const secondCodes = body.some((row) => (row[1] ?? '').trim() !== '' && !isNumberCell(row[1] ?? ''));
    [codeColumns, quantityColumn] = firstNumbers && secondCodes ? [[1], 0] : [[0], 1];
  }

  const lines = body
    .map((row) => {
      const code =
        codeColumns.map((i) => normalizeCode(row[i] ?? '')).find((candidate) => candidate !== '') ?? '';
      const quantity = quantityColumn >= 0 ? (row[quantityColumn] ?? '').trim() : '';
      return { code, quantity };
    })
    .filter((line) => line.code !== '' || line.quantity !== '');
  if (lines.length === 0) return { error: quickOrderMessages.empty };
  const codes = lines.filter((line) => looksLikeCode(line.code)).length;
  if (codes * 2 < lines.length) return { error: quickOrderMessages.noCodeColumn };
  return { lines, header };
}
