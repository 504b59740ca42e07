import type { MainModule } from '@rdkit/rdkit';
import { rdkit } from '../structure/rdkit.ts';
import {
  type CatalogueItem,
  type CatalogueRecord,
  COLUMNS,
  type Column,
  PRODUCT_COLUMNS,
  productKeyOf,
  REQUIRED_COLUMNS,
  type ValidRow,
} from './catalogue-row.ts';
import { hash64, type KeyHash, PackedKeyMap } from './packed-keys.ts';
import { type ImportError, validateRecord } from './validate-row.ts';

export interface ImportResult {
  rows: ValidRow[];
  errors: ImportError[];
}

/** A file with more bad rows than this is wrong as a whole; listing them all helps nobody. */
export const MAX_ERRORS = 1000;

/** Chinese headings merchants use for the columns; matched after trimming, case-insensitively. */
const HEADER_ALIASES: Record<string, Column> = {
  货号: 'sku',
  名称: 'name',
  品名: 'name',
  中文名称: 'name',
  英文名称: 'name_en',
  cas号: 'cas',
  分子式: 'formula',
  分子量: 'mw',
  纯度: 'purity',
  等级: 'purity',
  包装: 'pack',
  包装规格: 'pack',
  价格: 'price',
  单价: 'price',
  库存: 'stock',
  分类: 'category',
  品牌: 'brand',
  同义词: 'synonyms',
  别名: 'synonyms',
  管制类别: 'controlled',
  规格: 'spec',
  mdl号: 'mdl',
  储存条件: 'storage',
  危险性说明: 'hazards',
  防范说明: 'p_statements',
  象形图: 'ghs_pictograms',
  ghs象形图: 'ghs_pictograms',
  信号词: 'signal_word',
  起订量: 'min_qty',
  递增量: 'step',
  货期: 'lead_days',
  结构式: 'smiles',
  molfile: 'smiles',
};

/** The Chinese heading a merchant reads for a column (its first alias), e.g. 价格 for price. */
export const columnHeading = (column: Column): string =>
  Object.entries(HEADER_ALIASES).find(([, c]) => c === column)?.[0] ?? column;

function columnOf(heading: string): Column | null {
  const h = heading.normalize('NFKC').trim().toLowerCase();
  if ((COLUMNS as readonly string[]).includes(h)) return h as Column;
  return HEADER_ALIASES[h.replace(/\s+/g, '')] ?? null;
}

const SEP = '\u001f';

/**
 * Validates a file row by row, so a million-row CSV streams through: `header()` once, `row()` for each
 * record, `finish()` at the end. Nothing is applied by validating; the caller applies the rows only when
 * `errors` is empty (or skips the rows named in it).
 */
export function createCatalogueValidator(options: { collectRows?: boolean } = {}) {
  const collect = options.collectRows ?? true;
  const rows: ValidRow[] = [];
  const errors: ImportError[] = [];
  let errorCount = 0;
  let indexes: Array<Column | null> | null = null;
  // For the whole file, so kept compact (packed-keys.ts): a million 货号 and 344,000 products' columns
  // as Maps of strings outgrew the validation worker's heap (ADR 0047).
  const skus = new PackedKeyMap();
  const products = createProductCheck();
  let chemistry: MainModule | undefined;

  const report = (error: ImportError) => {
    errorCount++;
    if (errors.length < MAX_ERRORS) errors.push(error);
  };

  return {
    /** The header row's cells. False when the file cannot be read on (a required column missing). */
    header(cells: readonly string[], row = 1): boolean {
      const columns = cells.map(columnOf);
      const seen = new Set<Column>();
      for (const column of columns) {
        if (column === null) continue;
        if (seen.has(column)) report({ row, column, reason: '列重复' });
        seen.add(column);
      }
      for (const column of REQUIRED_COLUMNS) {
        if (!seen.has(column)) report({ row, column, reason: '缺少必需的列' });
      }
      if (errorCount > 0) return false;
      indexes = columns;
      return true;
    },

    /**
     * Starts RDKit when the file has a structure column (a few hundred milliseconds and ~100 MB, so
     * not for files without one). Call after header(), before the first row().
     */
    async ready(): Promise<void> {
      if (indexes?.includes('smiles')) chemistry ??= await rdkit();
    },

    row(cells: readonly string[], row: number): ValidRow | null {
      if (!indexes) throw new Error('header() must succeed before row()');
      if (cells.every((c) => c.trim() === '')) return null;
      const record: CatalogueRecord = {};
      for (const [i, column] of indexes.entries()) if (column) record[column] = cells[i] ?? '';
      const result = validateRecord(record, chemistry);
      if ('errors' in result) {
        for (const e of result.errors) report({ row, ...e });
        return null;
      }
      const item = result.item;
      const key = item.sku.toUpperCase();
      const first = skus.setIfAbsent(key, row);
      if (first !== undefined) {
        report({ row, column: 'sku', reason: `货号 ${item.sku} 与第 ${first} 行重复` });
        return null;
      }
      const productKey = productKeyOf(item);
      if (!products.check(productKey, item, row, report)) return null;
      const valid: ValidRow = { ...item, row, productKey };
      if (collect) rows.push(valid);
      return valid;
    },

    /** A problem with the file itself (unreadable, bad encoding, unterminated quote). */
    fail(reason: string, row = 0) {
      report({ row, column: null, reason });
    },

    finish(): ImportResult {
      if (errorCount > errors.length) {
        errors.push({
          row: 0,
          column: null,
          reason: `错误过多，仅列出前 ${MAX_ERRORS} 条（共 ${errorCount} 条）`,
        });
      }
      return { rows, errors };
    },
  };
}

export type CatalogueValidator = ReturnType<typeof createCatalogueValidator>;

function productValues(item: CatalogueItem): string[] {
  const byColumn: Record<(typeof PRODUCT_COLUMNS)[number], unknown> = {
    name_en: item.nameEn,
    cas: item.cas,
    formula: item.formula,
    mw: item.mw,
    category: item.category.join('/'),
    synonyms: item.synonyms.join('|'),
    controlled: item.controlled.join('|'),
    mdl: item.mdl,
    storage: item.storage,
    hazards: item.hazards.join('|'),
    smiles: item.structure?.smiles,
    p_statements: item.precautions?.join('|'),
    ghs_pictograms: item.pictograms?.join('|'),
    signal_word: item.signalWord,
  };
  return PRODUCT_COLUMNS.map((c) => String(byColumn[c] ?? ''));
}

/**
 * Rows of one product must describe it alike, and differ in spec or pack. Per product only its first
 * row and a 64-bit digest of each product column are kept, not the columns: a row that differs is
 * told which columns differ from the first row's (a digest collision, ~2⁻⁶⁴, would let one through).
 * Its packs are kept exactly, keyed by the product's index.
 */
export function createProductCheck(hash?: KeyHash) {
  const width = PRODUCT_COLUMNS.length * 2;
  const index = new PackedKeyMap(hash);
  const variants = new PackedKeyMap(hash);
  let firstRows = new Float64Array(1024);
  let digests = new Uint32Array(1024 * width);
  const mine = new Uint32Array(width);
  return {
    check(key: string, item: CatalogueItem, row: number, report: (e: ImportError) => void): boolean {
      const values = productValues(item);
      for (const [i, value] of values.entries()) hash64(value, mine, i * 2);
      const variant = [item.spec, item.pack.size, item.pack.unit, item.pack.container ?? ''].join(SEP);
      const product = index.setIfAbsent(key, index.size);
      if (product === undefined) {
        const at = index.size - 1;
        if (at >= firstRows.length) {
          const rows = new Float64Array(firstRows.length * 2);
          rows.set(firstRows);
          firstRows = rows;
          const grown = new Uint32Array(digests.length * 2);
          grown.set(digests);
          digests = grown;
        }
        firstRows[at] = row;
        digests.set(mine, at * width);
        variants.set(`${at}${SEP}${variant}`, row);
        return true;
      }
      let ok = true;
      const first = firstRows[product]!;
      for (const [i, column] of PRODUCT_COLUMNS.entries()) {
        const at = product * width + i * 2;
        if (digests[at] !== mine[i * 2] || digests[at + 1] !== mine[i * 2 + 1]) {
          report({ row, column, reason: `与第 ${first} 行不一致（品牌、名称、纯度相同的行属于同一产品）` });
          ok = false;
        }
      }
      const same = variants.setIfAbsent(`${product}${SEP}${variant}`, row);
      if (same !== undefined) {
        const reason = `与第 ${same} 行的规格和包装相同（同一产品的各行应在规格或包装上不同）`;
        report({ row, column: 'pack', reason });
        ok = false;
      }
      return ok;
    },
  };
}
