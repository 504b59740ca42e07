import { formatYuan } from '@labmall/rules';
import type { DbOrTx } from '../../platform/db.ts';
import { type CatalogueRecord, COLUMNS } from '../import/catalogue-row.ts';
import { csvLine, recordCells } from '../import/csv-write.ts';
import { type ExportRow, exportRows } from './catalogue-imports.repository.ts';

/** A stored mw like "58.4400" reads back as the import wrote it: no trailing zeros. */
const trimNumber = (v: string | null) => (v === null ? '' : v.includes('.') ? v.replace(/\.?0+$/, '') : v);

function toRecord(r: ExportRow): CatalogueRecord {
  return {
    sku: r.sku,
    name: r.name,
    name_en: r.name_en,
    cas: r.cas ?? '',
    formula: r.formula ?? '',
    mw: trimNumber(r.mw),
    purity: r.grade,
    pack: r.pack,
    price: formatYuan(Number(r.price_fen)),
    stock: String(r.stock),
    category: r.category,
    brand: r.brand,
    synonyms: r.synonyms.join('|'),
    controlled: r.controlled.join('|'),
    spec: r.spec,
    mdl: r.mdl ?? '',
    storage: r.storage,
    hazards: r.hazards.join('|'),
    min_qty: String(r.min_qty),
    step: String(r.step),
    lead_days: String(r.lead_days),
    smiles: r.smiles ?? '',
    p_statements: r.precautions.join(' '),
    ghs_pictograms: r.ghs_pictograms.join(' '),
    signal_word: r.signal_word ?? '',
  };
}

/**
 * 导出, one page: the catalogue as the import's CSV (catalogue-import.md), one row per SKU in id order,
 * every column, so importing the file back changes nothing. The first page starts with a BOM (Excel
 * then reads it as UTF-8) and the header; `next` is where the following page starts, null at the end.
 * The console fetches page after page and joins them, so no answer holds a large catalogue.
 */
export async function exportCataloguePage(
  db: DbOrTx,
  after: number,
  limit: number,
): Promise<{ csv: string; rows: number; next: number | null }> {
  const rows = await exportRows(db, after, limit);
  const head = after === 0 ? `\uFEFF${csvLine(COLUMNS)}` : '';
  return {
    csv: head + rows.map((r) => csvLine(recordCells(toRecord(r)))).join(''),
    rows: rows.length,
    next: rows.length < limit ? null : Number(rows[rows.length - 1]!.id),
  };
}
