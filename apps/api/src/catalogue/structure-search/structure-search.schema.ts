import { bit, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Bits of both fingerprints: RDKit's defaults, and what PostgreSQL's `bit(n)` holds as one value. */
export const FINGERPRINT_BITS = 2048;

/**
 * A structure's fingerprints for structure search (ADR 0059), one row per InChIKey as the pictures are
 * (ADR 0058): a function of the substance, so two products of one substance share it, and a product
 * whose structure an import changes simply points at another row (the old one is harmless).
 * `pattern` screens substructure candidates (a query's bits must all be set in the product's);
 * `morgan` (radius 2) and its bit count give Tanimoto and its bounds for similarity.
 */
export const structureFingerprints = pgTable(
  'structure_fingerprints',
  {
    inchikey: varchar('inchikey', { length: 27 }).primaryKey(),
    pattern: bit('pattern', { dimensions: FINGERPRINT_BITS }).notNull(),
    morgan: bit('morgan', { dimensions: FINGERPRINT_BITS }).notNull(),
    morganBits: integer('morgan_bits').notNull(),
    /** Heavy atoms: a substructure hit cannot have fewer than the query; closer counts rank first. */
    heavyAtoms: integer('heavy_atoms').notNull(),
  },
  (t) => [index('structure_fingerprints_morgan_bits_idx').on(t.morganBits)],
);
