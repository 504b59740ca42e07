import type { DbOrTx } from '../platform/db.ts';
import { fullDataViews } from './operators.schema.ts';

export interface FullDataView {
  operatorId: number;
  memberId: number;
  field: string;
  requestId: string;
}

/** One line of the audit log: this operator was shown this member's `field` in full. */
export async function recordFullDataView(db: DbOrTx, view: FullDataView) {
  await db.insert(fullDataViews).values(view);
}
