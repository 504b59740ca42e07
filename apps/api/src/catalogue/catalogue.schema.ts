import { DOCUMENT_KINDS } from '@labmall/contract/catalogue';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { STRUCTURE_MEDIA_PREFIX } from './structure/picture-key.ts';

export { DOCUMENT_KINDS };
export interface ProductDocument {
  kind: (typeof DOCUMENT_KINDS)[number];
  name: string;
  url: string;
}

/** Categories (SPEC "product type"): a tree of any depth; roots marked as groups lead the home page. */
export const productTypes = pgTable(
  'product_types',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    pid: bigint('pid', { mode: 'number' }).references((): AnyPgColumn => productTypes.id, {
      onDelete: 'restrict',
    }),
    name: varchar('name', { length: 40 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Shown as a product group on the home page and in the header's category menu. */
    isGroup: boolean('is_group').notNull().default(false),
    /** Hidden by an operator: left out of the storefront's category lists; its products stay. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('product_types_pid_idx').on(t.pid),
    check('product_types_not_own_parent', sql`${t.pid} <> ${t.id}`),
  ],
);

export const brands = pgTable('brands', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 80 }).notNull().default(''),
  /** Pinyin initial (A–Z, or # for others) for the brand wall's index. */
  initial: varchar('initial', { length: 1 }).notNull().default('#'),
  logo: text('logo'),
  sort: integer('sort').notNull().default(0),
});

/** A tsvector written from the tokenizer's lexemes (`array_to_tsvector`), never through to_tsvector. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A product: what a buyer searches for and reads about; sold in one or more SKUs (pack sizes). */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 300 }).notNull().default(''),
    synonyms: text('synonyms').array().notNull().default(sql`'{}'::text[]`),
    cas: varchar('cas', { length: 20 }),
    mdl: varchar('mdl', { length: 20 }),
    formula: varchar('formula', { length: 100 }),
    mw: numeric('mw', { precision: 12, scale: 4 }),
    /**
     * The formula in Hill order (C2H3N for CH3CN): what a formula typed in the search box is looked up
     * by. Empty when the formula does not parse; null while not yet computed (fillHillFormulas).
     */
    hillFormula: varchar('hill_formula', { length: 100 }),
    /** RDKit's canonical SMILES, read and checked against formula and MW at import (ADR 0056, 0058). */
    smiles: text('smiles'),
    /** Standard InChIKey of that structure: the key exact structure search will look up. */
    inchikey: varchar('inchikey', { length: 27 }),
    /** Storage key of the SVG drawn at import (`structures/…`), served at /media/structure/…. */
    structurePicture: text('structure_picture'),
    /** Grade and purity as sold: 分析纯 AR, 色谱纯 HPLC, 98%. */
    grade: varchar('grade', { length: 100 }).notNull().default(''),
    storage: text('storage').notNull().default(''),
    /** GHS H codes. */
    hazards: text('hazards').array().notNull().default(sql`'{}'::text[]`),
    /** GHS P codes (P305+P351+P338), as the import and the console write them (ADR 0061). */
    precautions: text('precautions').array().notNull().default(sql`'{}'::text[]`),
    /** GHS01…GHS09 as the SDS names them; empty: derived from the H codes when shown. */
    ghsPictograms: text('ghs_pictograms').array().notNull().default(sql`'{}'::text[]`),
    /** 危险 or 警告 as the SDS names it; null: derived from the H codes when shown. */
    signalWord: varchar('signal_word', { length: 2 }),
    /** Codes from catalog/import/controlled-classes.ts. */
    controlled: text('controlled').array().notNull().default(sql`'{}'::text[]`),
    /** Sanitised rich text. */
    description: text('description').notNull().default(''),
    /** Picture URLs, first one leading (absolute, or site-relative for objects the store serves). */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Downloadable papers: safety data sheet, certificate of analysis, technical data sheet. */
    documents: jsonb('documents').$type<ProductDocument[]>().notNull().default(sql`'[]'::jsonb`),
    productTypeId: bigint('product_type_id', { mode: 'number' })
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    popularity: integer('popularity').notNull().default(0),
    search: tsvector('search').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every console save: a save naming an older version is refused (two staff at once). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('products_search_idx').using('gin', t.search),
    index('products_type_idx').on(t.productTypeId),
    index('products_brand_idx').on(t.brandId),
    index('products_cas_idx').on(t.cas),
    index('products_inchikey_idx').on(t.inchikey),
    index('products_hill_formula_idx').on(t.hillFormula),
    index('products_popularity_idx').on(t.popularity.desc(), t.id),
  ],
);

/** One pack size of a product, with its own 货号, price and stock. */
export const skus = pgTable(
  'skus',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 货号: unique regardless of case. */
    sku: varchar('sku', { length: 64 }).notNull(),
    /** The variant when a product comes in several (烧杯 250 mL). */
    spec: varchar('spec', { length: 100 }).notNull().default(''),
    pack: text('pack').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    minQty: integer('min_qty').notNull().default(1),
    step: integer('step').notNull().default(1),
    leadDays: integer('lead_days').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [
    uniqueIndex('skus_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('skus_product_idx').on(t.productId),
    check('skus_price_not_negative', sql`${t.priceFen} >= 0`),
    check('skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('skus_min_qty_positive', sql`${t.minQty} >= 1`),
    check('skus_step_positive', sql`${t.step} >= 1`),
  ],
);

/**
 * The structure picture's address (structurePictureUrl, in SQL): the stored key without its
 * `structures/` prefix, after /media/structure/. Null when the product has no structure.
 */
export const structurePictureUrlSql = sql<
  string | null
>`${STRUCTURE_MEDIA_PREFIX} || substr(${products.structurePicture}, ${'structures/'.length + 1})`;

/** What a card shows: the first photo, else the structure, else nothing (a neutral placeholder). */
export const cardPictureSql = sql<string | null>`coalesce(${products.images}[1], ${structurePictureUrlSql})`;
