import type { DbOrTx } from '../platform/db.ts';
import { productsWithoutHillFormula, storeHillFormulas } from './catalogue.repository.ts';
import { hillKey } from './structure/hill-formula.ts';

const BATCH = 500;

/**
 * Run at every start (server.ts, db:migrate): a migration cannot read formulas the way the import does
 * (parseFormula), so rows stored before products had a Hill formula get theirs here. Idempotent: a
 * formula that does not parse is kept as '', so once every row is done it is one query that finds none.
 */
export async function fillHillFormulas(db: DbOrTx): Promise<{ filled: number }> {
  let filled = 0;
  let afterId = 0;
  for (;;) {
    const rows = await productsWithoutHillFormula(db, afterId, BATCH);
    await storeHillFormulas(
      db,
      rows.map((r) => ({ id: r.id, hill: hillKey(r.formula) ?? '' })),
    );
    filled += rows.length;
    if (rows.length < BATCH) return { filled };
    afterId = rows.at(-1)!.id;
  }
}
