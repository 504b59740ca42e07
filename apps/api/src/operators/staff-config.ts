import { z } from 'zod';

/** The staff settings, spread into the one config schema (src/config.ts). */
export const staffSettings = {
  /** A staff session unused this long ends (members' limit is SESSION_IDLE_MINUTES); 12 h at most anyway. */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** The password `npm run ops` gives a new or reset staff account; without it the command asks for one. */
  OPERATOR_PASSWORD: z.string().min(1).optional(),
};
