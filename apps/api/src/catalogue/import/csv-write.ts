import { formatYuan } from '@labmall/rules';
import { type CatalogueItem, type CatalogueRecord, COLUMNS, type Column } from './catalogue-row.ts';
import { formatPack } from './pack.ts';

/** RFC 4180: quoted when it holds a comma, quote or line break (or edge spaces a reader might trim). */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function recordCells(record: CatalogueRecord, columns: readonly Column[] = COLUMNS): string[] {
  return columns.map((c) => record[c] ?? '');
}

/** An item back into the import file's notation: what reads back as the same item. */
export function itemToRecord(item: CatalogueItem): CatalogueRecord {
  return {
    sku: item.sku,
    name: item.name,
    name_en: item.nameEn,
    cas: item.cas ?? '',
    formula: item.formula ?? '',
    mw: item.mw === null ? '' : String(item.mw),
    purity: item.purity,
    pack: formatPack(item.pack),
    price: formatYuan(item.priceFen),
    stock: String(item.stock),
    category: item.category.join('/'),
    brand: item.brand,
    synonyms: item.synonyms.join('|'),
    controlled: item.controlled.join('|'),
    spec: item.spec,
    mdl: item.mdl ?? '',
    storage: item.storage,
    hazards: item.hazards.join('|'),
    min_qty: String(item.minQty),
    step: String(item.step),
    lead_days: String(item.leadDays),
    ...(item.precautions === undefined ? {} : { p_statements: item.precautions.join(' ') }),
    ...(item.pictograms === undefined ? {} : { ghs_pictograms: item.pictograms.join(' ') }),
    ...(item.signalWord === undefined ? {} : { signal_word: item.signalWord ?? '' }),
  };
}
