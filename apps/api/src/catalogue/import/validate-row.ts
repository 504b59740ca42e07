import { CAS_NUMBER_RE, isCasNumber, MAX_PRICE_FEN, parseYuan } from '@labmall/rules';
import type { MainModule } from '@rdkit/rdkit';
import { readStructureWith, type StructureReading } from '../structure/read-structure.ts';
import { structureMatchesRow } from '../structure/structure-matches-row.ts';
import type { CatalogueItem, CatalogueRecord, Column, ItemStructure } from './catalogue-row.ts';
import {
  CONTROLLED_CLASSES,
  CONTROLLED_LABELS,
  parseControlledClass,
  sortControlled,
} from './controlled-classes.ts';
import { countsWeight, parseFormula } from './formula.ts';
import { normalizePictogram, normalizeSignalWord, type PictogramCode, type SignalWord } from './ghs-label.ts';
import { normalizeHazardStatement } from './hazard-statements.ts';
import { parsePack } from './pack.ts';
import { normalizePrecautionaryStatement } from './precautionary-statements.ts';

export interface ImportError {
  /** Row in the file (header = 1); 0 for the file as a whole. */
  row: number;
  column: Column | null;
  reason: string;
}

/** Lengths follow the columns they land in (product_types.name is varchar(40), brands.name varchar(60)). */
export const LIMITS = {
  sku: 40,
  name: 100,
  name_en: 200,
  formula: 60,
  purity: 60,
  spec: 60,
  pack: 30,
  brand: 60,
  categorySegment: 40,
  categoryDepth: 6,
  synonym: 100,
  synonyms: 30,
  storage: 100,
  /** A molfile of a large molecule runs to tens of kilobytes; beyond this it is not one substance. */
  smiles: 50_000,
} as const;

const SKU_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MDL_RE = /^MFCD\d{8}$/i;
const DASHES = /[\u2010-\u2015\u2212]/g;
/** A molecular weight off by more than this from its formula is a typo or a swapped column. */
const MW_TOLERANCE = 0.01;

const CLASS_CHOICES = CONTROLLED_CLASSES.map((c) => `${c}（${CONTROLLED_LABELS[c]}）`).join('、');

type Errors = Array<{ column: Column; reason: string }>;

/**
 * One row's cells → the item, or the reasons it is not one (in Chinese, for the merchant). Checks that
 * need other rows (duplicate 货号, rows of one product disagreeing) are the validator's.
 */
export function validateRecord(
  record: CatalogueRecord,
  /** RDKit, started: needed only when the record has a `smiles` cell (the validator's ready()). */
  chemistry?: MainModule,
): { item: CatalogueItem } | { errors: Errors } {
  const errors: Errors = [];
  const fail = (column: Column, reason: string) => {
    errors.push({ column, reason });
    return null;
  };
  // Names keep their full-width brackets and commas (Chinese typography); codes and numbers are folded
  // with NFKC, so full-width digits, ＡＢＣ and the micro sign from a Chinese keyboard read as meant.
  const cell = (column: Column) => (record[column] ?? '').trim();
  const code = (column: Column) => cell(column).normalize('NFKC');
  const text = (column: Column, max: number, required = false): string => {
    const value = cell(column);
    if (required && value === '') return fail(column, '不能为空') ?? '';
    // Code units bound code points from above: only a long string needs counting.
    if (value.length > max && [...value].length > max) {
      return fail(column, `长度不能超过 ${max} 个字符（实际 ${[...value].length}）`) ?? '';
    }
    return value;
  };

  const sku = code('sku');
  if (sku === '') fail('sku', '不能为空');
  else if (sku.length > LIMITS.sku) fail('sku', `长度不能超过 ${LIMITS.sku} 个字符（实际 ${sku.length}）`);
  else if (!SKU_RE.test(sku)) fail('sku', '货号只能包含字母、数字、点、下划线和连字符，且以字母或数字开头');
  const name = text('name', LIMITS.name, true);
  const nameEn = text('name_en', LIMITS.name_en);
  const purity = text('purity', LIMITS.purity);
  const spec = text('spec', LIMITS.spec);
  const brand = text('brand', LIMITS.brand, true);
  const storage = text('storage', LIMITS.storage);

  const cas = readCas(code('cas').replace(DASHES, '-'), fail);
  const formula = code('formula') || null;
  const counts = formula && formula.length <= LIMITS.formula ? parseFormula(formula) : null;
  if (formula && formula.length > LIMITS.formula) fail('formula', `长度不能超过 ${LIMITS.formula} 个字符`);
  else if (formula && !counts) fail('formula', `分子式无法识别：“${formula}”（聚合物、混合物请留空）`);
  const mw = readDecimal(code('mw'), 'mw', fail);
  if (mw !== null && counts) {
    const computed = countsWeight(counts);
    if (Math.abs(mw - computed) / computed > MW_TOLERANCE) {
      fail('mw', `与分子式不符（按 ${formula} 计算约为 ${computed.toFixed(2)}）`);
    }
  }

  const structure = readStructureCell(record.smiles, chemistry, counts ? formula : null, mw, fail);

  const packText = text('pack', LIMITS.pack, true);
  const pack = packText ? parsePack(packText) : null;
  if (packText && !pack) fail('pack', `包装应为“数量 单位”，如 500 mL、25 g、100 支/盒，实际为“${packText}”`);

  const priceText = code('price');
  let priceFen = 0;
  if (priceText === '') fail('price', '不能为空');
  else {
    const parsed = parseYuan(priceText, { max: MAX_PRICE_FEN });
    if ('error' in parsed) fail('price', parsed.error);
    else if (parsed.fen === 0) fail('price', '必须大于 0');
    else priceFen = parsed.fen;
  }
  const stock =
    readInteger(code('stock'), 'stock', fail, { required: true, min: 0, max: 1_000_000_000 }) ?? 0;

  const category = readCategory(cell('category'), fail);
  const synonyms = readList(cell('synonyms'), /\|/).filter((s, i, all) => all.indexOf(s) === i);
  if (synonyms.length > LIMITS.synonyms) fail('synonyms', `同义词不能超过 ${LIMITS.synonyms} 个`);
  for (const s of synonyms) {
    if ([...s].length > LIMITS.synonym)
      fail('synonyms', `每个同义词不能超过 ${LIMITS.synonym} 个字符：“${s}”`);
  }
  const controlled = readControlled(code('controlled'), fail);
  const mdlText = code('mdl');
  if (mdlText && !MDL_RE.test(mdlText)) fail('mdl', `MDL 号应为 MFCD 加 8 位数字，实际为“${mdlText}”`);
  const hazards = readHazards(code('hazards'), fail);
  const precautions =
    record.p_statements === undefined ? undefined : readPrecautions(code('p_statements'), fail);
  const pictograms =
    record.ghs_pictograms === undefined ? undefined : readPictograms(code('ghs_pictograms'), fail);
  const signalWord = record.signal_word === undefined ? undefined : readSignalWord(code('signal_word'), fail);
  const minQty = readInteger(code('min_qty'), 'min_qty', fail, { min: 1, max: 100_000 }) ?? 1;
  const step = readInteger(code('step'), 'step', fail, { min: 1, max: 100_000 }) ?? 1;
  const leadDays = readInteger(code('lead_days'), 'lead_days', fail, { min: 0, max: 365 }) ?? 3;

  if (errors.length > 0) return { errors };
  return {
    item: {
      sku,
      name,
      nameEn,
      cas,
      formula,
      mw,
      purity,
      spec,
      pack: pack!,
      priceFen,
      stock,
      category,
      brand,
      synonyms,
      controlled,
      mdl: mdlText ? mdlText.toUpperCase() : null,
      storage,
      hazards,
      minQty,
      step,
      leadDays,
      ...(structure === undefined ? {} : { structure }),
      ...(precautions === undefined ? {} : { precautions }),
      ...(pictograms === undefined ? {} : { pictograms }),
      ...(signalWord === undefined ? {} : { signalWord }),
    },
  };
}

/**
 * The structure cell, read and checked against the row's formula and MW (ADR 0056): a disagreement
 * names both formulas, as a wrong CAS check digit names the right one. Not trimmed before reading: a
 * molfile's first line (its name) may be blank, and losing it shifts every line after.
 */
let lastStructure: { text: string; reading: StructureReading } | undefined;

function readStructureCell(
  cellText: string | undefined,
  chemistry: MainModule | undefined,
  formula: string | null,
  mw: number | null,
  fail: Fail,
): ItemStructure | null | undefined {
  if (cellText === undefined) return undefined;
  const text = cellText.replace(/\r\n?/g, '\n');
  if (text.trim() === '') return null;
  if (text.length > LIMITS.smiles) return fail('smiles', `结构式过长（超过 ${LIMITS.smiles} 个字符）`);
  if (!chemistry) throw new Error('a structure cell needs RDKit started (the validator’s ready())');
  // The SKU rows of one product follow each other with one structure: read it once for them.
  if (lastStructure?.text !== text) lastStructure = { text, reading: readStructureWith(chemistry, text) };
  const { reading } = lastStructure;
  if ('error' in reading) return fail('smiles', reading.error);
  const agreement = structureMatchesRow(reading.structure, formula, mw);
  if (!agreement.ok) return fail('smiles', agreement.message);
  return { smiles: reading.structure.smiles, inchikey: reading.structure.inchikey };
}

type Fail = (column: Column, reason: string) => null;

function readCas(value: string, fail: Fail): string | null {
  if (value === '') return null;
  if (!CAS_NUMBER_RE.test(value))
    return fail('cas', `CAS 号格式应为“数字-两位数字-一位校验位”，如 75-05-8，实际为“${value}”`);
  if (!isCasNumber(value))
    return fail('cas', `CAS 号校验位不正确（${value} 的校验位应为 ${casCheckDigit(value)}）`);
  return value;
}

function casCheckDigit(cas: string): number {
  const digits = cas.replaceAll('-', '').slice(0, -1);
  let sum = 0;
  for (let i = digits.length - 1, weight = 1; i >= 0; i--, weight++) sum += Number(digits[i]) * weight;
  return sum % 10;
}

function readDecimal(value: string, column: Column, fail: Fail): number | null {
  if (value === '') return null;
  if (value.startsWith('-') && /^-\d/.test(value)) return fail(column, '不能为负数');
  if (!/^\d+(?:\.\d+)?$/.test(value)) return fail(column, `应为数字，实际为“${value}”`);
  const n = Number(value);
  if (n === 0) return fail(column, '必须大于 0');
  return n;
}

function readInteger(
  value: string,
  column: Column,
  fail: Fail,
  { required = false, min, max }: { required?: boolean; min: number; max: number },
): number | null {
  if (value === '') return required ? fail(column, '不能为空') : null;
  if (/^-\d/.test(value)) return fail(column, '不能为负数');
  // Excel writes whole numbers as 12 or, from a formula, 12.0.
  if (!/^\d+(?:\.0+)?$/.test(value)) {
    return fail(
      column,
      /^\d+\.\d+$/.test(value) ? `应为整数，实际为“${value}”` : `应为数字，实际为“${value}”`,
    );
  }
  const n = Number(value);
  if (n < min) return fail(column, `不能小于 ${min}`);
  if (n > max) return fail(column, `不能大于 ${max}`);
  return n;
}

function readList(value: string, separator: RegExp): string[] {
  return value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
}

function readCategory(value: string, fail: Fail): string[] {
  if (value === '') return fail('category', '不能为空') ?? [];
  const segments = value.split(/[/／]/).map((s) => s.trim());
  if (segments.some((s) => s === '')) return fail('category', `分类路径中有空的层级：“${value}”`) ?? [];
  if (segments.length > LIMITS.categoryDepth) {
    return fail('category', `分类最多 ${LIMITS.categoryDepth} 级，实际 ${segments.length} 级`) ?? [];
  }
  const long = segments.find((s) => [...s].length > LIMITS.categorySegment);
  if (long) return fail('category', `每级分类名称不能超过 ${LIMITS.categorySegment} 个字符：“${long}”`) ?? [];
  return segments;
}

function readControlled(value: string, fail: Fail): CatalogueItem['controlled'] {
  const classes: CatalogueItem['controlled'] = [];
  for (const code of readList(value, /[|,、，;；]/)) {
    const parsed = parseControlledClass(code);
    if (!parsed) fail('controlled', `未知的管制类别“${code}”，可选：${CLASS_CHOICES}`);
    else classes.push(parsed);
  }
  return sortControlled(classes);
}

function readHazards(value: string, fail: Fail): string[] {
  const codes: string[] = [];
  for (const code of readList(value, /[|,、，;；\s]+/)) {
    const parsed = normalizeHazardStatement(code);
    if (!parsed) fail('hazards', `未知的危险性说明代码“${code}”，应为 GHS H 代码，如 H225、H301+H311`);
    else if (!codes.includes(parsed)) codes.push(parsed);
  }
  return codes;
}

function readPrecautions(value: string, fail: Fail): string[] {
  const codes: string[] = [];
  for (const code of readList(value, /[|,、，;；\s]+/)) {
    const parsed = normalizePrecautionaryStatement(code);
    if (!parsed)
      fail('p_statements', `未知的防范说明代码“${code}”，应为 GHS P 代码，如 P210、P305+P351+P338`);
    else if (!codes.includes(parsed)) codes.push(parsed);
  }
  return codes;
}

function readPictograms(value: string, fail: Fail): PictogramCode[] {
  const codes: PictogramCode[] = [];
  for (const code of readList(value, /[|,、，;；\s]+/)) {
    const parsed = normalizePictogram(code);
    if (!parsed) fail('ghs_pictograms', `未知的 GHS 象形图代码“${code}”，应为 GHS01～GHS09`);
    else if (!codes.includes(parsed)) codes.push(parsed);
  }
  return codes.sort();
}

function readSignalWord(value: string, fail: Fail): SignalWord | null {
  if (value === '') return null;
  return normalizeSignalWord(value) ?? fail('signal_word', `信号词应为“危险”或“警告”，实际为“${value}”`);
}
