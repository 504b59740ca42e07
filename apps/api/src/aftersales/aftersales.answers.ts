import type { AftersaleKind, AftersaleReason, AftersaleState } from '@labmall/contract/aftersale-choices';
import { formatYuan } from '@labmall/rules';
import type { AftersaleRow } from './aftersales.repository.ts';

export interface AnswerLine {
  lineId: number;
  name: string;
  sku: string;
  pack: string;
  quantity: number;
  amountFen: number;
}

/** A request as its buyer reads it (packages/contract/src/aftersales.ts). */
export function aftersaleAnswer(row: AftersaleRow, number: string, lines: AnswerLine[], photos: string[]) {
  return {
    id: row.id,
    order_number: number,
    kind: row.kind as AftersaleKind,
    reason: row.reason as AftersaleReason,
    description: row.description,
    opened: row.opened,
    state: row.state as AftersaleState,
    lines: lines.map((line) => ({
      line_id: line.lineId,
      name: line.name,
      sku: line.sku,
      pack: line.pack,
      quantity: line.quantity,
      amount: formatYuan(line.amountFen),
    })),
    photos,
    amount: formatYuan(row.amountFen),
    restocking_fee: formatYuan(row.restockingFen),
    return_address: row.returnAddress,
    reject_reason: row.rejectReason,
    carrier: row.carrier,
    tracking_no: row.trackingNo,
    replacement: row.replacementTrackingNo
      ? { carrier: row.replacementCarrier, tracking_no: row.replacementTrackingNo }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
