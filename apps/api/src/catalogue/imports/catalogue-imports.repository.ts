import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { catalogueImports } from './catalogue-imports.schema.ts';

type Row = typeof catalogueImports.$inferSelect;

export async function insertImport(
  db: DbOrTx,
  values: typeof catalogueImports.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(catalogueImports).values(values).returning({ id: catalogueImports.id });
  return row!.id;
}

export async function findImport(db: DbOrTx, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  return row;
}

export async function updateImport(db: DbOrTx, id: number, values: Partial<Row>): Promise<void> {
  await db
    .update(catalogueImports)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(catalogueImports.id, id));
}

/** Moves an import from one status to another; false when it was no longer in `from` (a race, a second click). */
export async function moveImportStatus(db: DbOrTx, id: number, from: string, to: string): Promise<boolean> {
  const moved = await db
    .update(catalogueImports)
    .set({ status: to, updatedAt: sql`now()` })
    .where(sql`${catalogueImports.id} = ${id} and ${catalogueImports.status} = ${from}`)
    .returning({ id: catalogueImports.id });
  return moved.length > 0;
}

export function recentImports(db: DbOrTx, limit: number) {
  return db.select().from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(limit);
}

export interface ExportRow {
  sku: string;
  name: string;
  name_en: string;
  cas: string | null;
  formula: string | null;
  mw: string | null;
  grade: string;
  pack: string;
  price_fen: number;
  stock: number;
  category: string;
  brand: string;
  synonyms: string[];
  controlled: string[];
  spec: string;
  mdl: string | null;
  storage: string;
  hazards: string[];
  min_qty: number;
  step: number;
  lead_days: number;
  smiles: string | null;
  precautions: string[];
  ghs_pictograms: string[];
  signal_word: string | null;
}

/** One page of SKUs with their products' columns, category path and brand, in id order after `after`. */
export async function exportRows(db: DbOrTx, after: number, limit: number) {
  const result = await db.execute(sql`
    with recursive paths(id, path) as (
      select id, name::text from product_types where pid is null
      union all select t.id, p.path || '/' || t.name from product_types t join paths p on t.pid = p.id)
    select s.id::int as id, s.sku, p.name, p.name_en, p.cas, p.formula, p.mw::text as mw, p.grade, s.pack,
      s.price_fen, s.stock, paths.path as category, b.name as brand, p.synonyms, p.controlled, s.spec,
      p.mdl, p.storage, p.hazards, s.min_qty, s.step, s.lead_days, p.smiles,
      p.precautions, p.ghs_pictograms, p.signal_word
    from skus s join products p on p.id = s.product_id join brands b on b.id = p.brand_id
      join paths on paths.id = p.product_type_id
    where s.id > ${after} order by s.id limit ${limit}`);
  const rows = (result as unknown as { rows: (ExportRow & { id: number })[] }).rows;
  return rows;
}
