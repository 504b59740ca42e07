import { z } from 'zod';

/** Points settings (docs/points.md), spread into the one config schema (config.ts). */
export const pointsSettings = {
  /**
   * Points earned per whole yuan of an order's goods after discounts (freight earns none), fixed on the
   * order when it is placed and credited when it completes. 0 turns earning off.
   */
  POINTS_PER_YUAN: z.coerce.number().int().min(0).max(100).default(1),
};
