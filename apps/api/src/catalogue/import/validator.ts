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
  起订量: 'min_qty',
  递增量: 'step',
  货期: 'lead_days',
};

/** The Chinese heading a merchant reads for a column (its first alias), e.g. 价格 for price. */
export const columnHeading = (column: Column): string =>
  Object.entries(HEADER_ALIASES).find(([, c]) => c === column)?.[0] ?? column;

function columnOf(heading: string): Column | null {
  const h = heading.normalize('NFKC').trim().toLowerCase();
  if ((COLUMNS as readonly string[]).includes(h)) return h as Column;
  return HEADER_ALIASES[h.replace(/\s+/g, '')] ?? null;
}

/** Kept per product for the whole file, so it is small: one joined string, not an object per column. */
interface ProductSeen {
  row: number;
  signature: string;
  variants: string[];
  variantRows: number[];
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
  const skus = new Map<string, number>();
  const products = new Map<string, ProductSeen>();

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

    row(cells: readonly string[], row: number): ValidRow | null {
      if (!indexes) throw new Error('header() must succeed before row()');
      if (cells.every((c) => c.trim() === '')) return null;
      const record: CatalogueRecord = {};
      for (const [i, column] of indexes.entries()) if (column) record[column] = cells[i] ?? '';
      const result = validateRecord(record);
      if ('errors' in result) {
        for (const e of result.errors) report({ row, ...e });
        return null;
      }
      const item = result.item;
      const key = item.sku.toUpperCase();
      const first = skus.get(key);
      if (first !== undefined) {
        report({ row, column: 'sku', reason: `货号 ${item.sku} 与第 ${first} 行重复` });
        return null;
      }
      skus.set(key, row);
      const productKey = productKeyOf(item);
      if (!checkProduct(products, productKey, item, row, report)) return null;
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
  };
  return PRODUCT_COLUMNS.map((c) => String(byColumn[c] ?? ''));
}

/** Rows of one product must describe it alike, and differ in spec or pack. */
function checkProduct(
  products: Map<string, ProductSeen>,
  key: string,
  item: CatalogueItem,
  row: number,
  report: (e: ImportError) => void,
): boolean {
  const values = productValues(item);
  const signature = values.join(SEP);
  const variant = [item.spec, item.pack.size, item.pack.unit, item.pack.container ?? ''].join(SEP);
  const seen = products.get(key);
  if (!seen) {
    products.set(key, { row, signature, variants: [variant], variantRows: [row] });
    return true;
  }
  let ok = true;
  if (signature !== seen.signature) {
    const firstValues = seen.signature.split(SEP);
    for (const [i, column] of PRODUCT_COLUMNS.entries()) {
      if (values[i] !== firstValues[i]) {
        report({ row, column, reason: `与第 ${seen.row} 行不一致（品牌、名称、纯度相同的行属于同一产品）` });
      }
    }
    ok = false;
  }
  const same = seen.variants.indexOf(variant);
  if (same >= 0) {
    const reason = `与第 ${seen.variantRows[same]} 行的规格和包装相同（同一产品的各行应在规格或包装上不同）`;
    report({ row, column: 'pack', reason });
    ok = false;
  } else {
    seen.variants.push(variant);
    seen.variantRows.push(row);
  }
  return ok;
}
