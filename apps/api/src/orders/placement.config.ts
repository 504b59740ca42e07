import { z } from 'zod';

const fen = (fallback: number) => z.coerce.number().int().min(0).max(100_000_000).default(fallback);

/**
 * Order placement settings (docs/operations.md), spread into the one config schema (platform/config.ts).
 * ORDER_PAY_MINUTES is shared with the order lifecycle: its timed job cancels what is unpaid by then.
 */
export const orderPlacementSettings = {
  /** Freight of an order below the free-freight threshold, in fen. */
  FREIGHT_FEN: fen(1500),
  /** Goods of at least this much (fen) ship free; 0 makes every order free of the base freight. */
  FREE_FREIGHT_ABOVE_FEN: fen(50_000),
  /** Added once per order when any line has a controlled or hazardous class (危险品运输), in fen. */
  HAZARD_SURCHARGE_FEN: fen(3000),
  /** Minutes a new order waits for payment (pay_by) before the lifecycle job cancels it. */
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
};
