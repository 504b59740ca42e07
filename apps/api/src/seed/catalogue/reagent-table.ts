import { type ControlledClass, parseControlledClass } from '../../catalogue/import/controlled-classes.ts';
import { type HazardCode, isHazardCode } from '../../catalogue/import/hazard-statements.ts';
import { isGradeCode, PURITY_GRADE } from './grades.ts';
import { isPackTier } from './packs.ts';
import { isStorageCode } from './storage.ts';
import type { ReagentFact } from './types.ts';

/**
 * Reads a hand-written reagent table: one substance per line, so three hundred of them stay reviewable
 * side by side like a supplier's list. Columns, separated by `|` (`-` for none):
 *
 *   CAS | 中文名 | English name | formula | MW | grades | pack tier | storage | H codes | classes | synonyms (;) | assay
 *
 * Throws at load on anything it does not know (a grade, tier, storage or H code, a class), so a typo
 * fails every test instead of reaching a page.
 */
export function reagentTable(category: string, table: string): ReagentFact[] {
  const facts: ReagentFact[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    try {
      facts.push(parseRow(category, line));
    } catch (error) {
      throw new Error(`reagent table ${category}: ${(error as Error).message} in "${line}"`);
    }
  }
  return facts;
}

function none(value: string | undefined): boolean {
  return value === undefined || value === '' || value === '-';
}

function list(value: string | undefined, separator: RegExp): string[] {
  return none(value)
    ? []
    : value!
        .split(separator)
        .map((s) => s.trim())
        .filter(Boolean);
}

function parseRow(category: string, line: string): ReagentFact {
  const cells = line.split('|').map((c) => c.trim());
  if (cells.length < 10 || cells.length > 12) throw new Error(`expected 10–12 columns, got ${cells.length}`);
  const [cas, name, nameEn, formula, mw, grades, tier, storage, hazards, controlled, synonyms, assay] = cells;
  const gradeList = list(grades, /\s+/);
  for (const g of gradeList)
    if (!isGradeCode(g) && !PURITY_GRADE.test(g)) throw new Error(`unknown grade ${g}`);
  if (gradeList.length === 0) throw new Error('no grade');
  if (!isPackTier(tier!)) throw new Error(`unknown pack tier ${tier}`);
  if (!isStorageCode(storage!)) throw new Error(`unknown storage ${storage}`);
  const hazardList = list(hazards, /\s+/);
  for (const h of hazardList) if (!isHazardCode(h)) throw new Error(`unknown hazard ${h}`);
  const classes = list(controlled, /\s+/).map((c) => {
    const parsed = parseControlledClass(c);
    if (!parsed) throw new Error(`unknown class ${c}`);
    return parsed;
  });
  const weight = none(mw) ? null : Number(mw);
  if (weight !== null && !(weight > 0)) throw new Error(`bad MW ${mw}`);
  return {
    cas: cas!,
    name: name!,
    nameEn: nameEn!,
    formula: none(formula) ? null : formula!,
    mw: weight,
    grades: gradeList,
    tier,
    storage,
    hazards: hazardList as HazardCode[],
    controlled: classes as ControlledClass[],
    synonyms: list(synonyms, /;/),
    assay: none(assay) ? null : assay!,
    category,
  };
}

/**
 * Adds the structures of a parallel `CAS | 中文名 | SMILES` table (`CAS | 中文名 | - | reason` for a
 * substance without one) to the facts of its category file. Every substance must be listed once and
 * under its own name, so a structure cannot drift onto a neighbouring row, nor a new substance go
 * undecided.
 */
export function withSmiles(table: string, facts: ReagentFact[]): ReagentFact[] {
  const byCas = new Map<string, { name: string; smiles: string | null }>();
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [cas, name, smiles, reason, ...rest] = line.split('|').map((c) => c.trim());
    const bad = (why: string) => new Error(`SMILES table: ${why} in "${line}"`);
    if (!cas || !name || !smiles || rest.length > 0) throw bad('expected CAS | 中文名 | SMILES');
    if (smiles === '-' ? !reason : reason !== undefined) throw bad('a reason goes with `-` and only there');
    if (byCas.has(cas)) throw bad('repeated CAS');
    byCas.set(cas, { name, smiles: smiles === '-' ? null : smiles });
  }
  const result = facts.map((fact) => {
    const entry = byCas.get(fact.cas);
    if (!entry) throw new Error(`SMILES table: no line for ${fact.cas} ${fact.name}`);
    if (entry.name !== fact.name)
      throw new Error(`SMILES table: ${fact.cas} is ${fact.name}, not ${entry.name}`);
    byCas.delete(fact.cas);
    return entry.smiles === null ? fact : { ...fact, smiles: entry.smiles };
  });
  if (byCas.size > 0) throw new Error(`SMILES table: no substance ${[...byCas.keys()].join(', ')}`);
  return result;
}
