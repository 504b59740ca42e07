import { isMobile } from '@labmall/rules';
import { z } from 'zod';

/** The operator settings, spread into the one config schema (src/config.ts). */
export const operatorSettings = {
  /**
   * Mobile numbers whose members are operators without a grant in the database: the first operator of a
   * new store, who cannot be granted with `npm run admin:grant` while the embedded database is held by the
   * running store. They get no extra roles (view_id_numbers stays a grant). Comma-separated.
   */
  OPERATOR_PHONES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isMobile, 'must be a comma-separated list of mobile numbers')))
    .optional(),
};
