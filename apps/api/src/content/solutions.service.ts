import { formatYuan } from '@labmall/rules';
import type { Db } from '../platform/db.ts';
import { invalid, notFound } from '../platform/errors.ts';
import { type RichTextOptions, sanitizeRichText } from '../platform/rich-text.ts';
import * as repo from './solutions.repository.ts';

const NOT_FOUND = '方案不存在或未发布';

export interface SolutionInput {
  id?: number | undefined;
  title: string;
  summary: string;
  body: string;
  sort: number;
  published: boolean;
  items: { sku_id: number; quantity: number }[];
}

/** Solutions (/programme): an application in rich text with a bundle of SKUs and quantities. */
export function createSolutionService({ db, richText }: { db: Db; richText: RichTextOptions }) {
  const listRow = (row: Awaited<ReturnType<typeof repo.listSolutions>>['rows'][number]) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    item_count: row.itemCount,
  });

  return {
    async list(query: { index: number; pageSize: number }, publishedOnly = true) {
      const { rows, total } = await repo.listSolutions(db, {
        publishedOnly,
        offset: (query.index - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: rows.map((row) => ({
          ...listRow(row),
          sort: row.sort,
          published: row.published,
          updated_at: row.updatedAt.toISOString(),
        })),
        total,
      };
    },

    /**
     * A published solution with its bundle. Prices and the total are computed for everyone; the
     * contract's visitor answer drops them, so they never reach a visitor (SPEC §1).
     */
    async detail(id: number) {
      const row = await repo.findSolution(db, id);
      if (!row?.published) throw notFound(NOT_FOUND);
      const bundle = await repo.bundleOf(db, id);
      const totalFen = bundle.filter((i) => i.onSale).reduce((sum, i) => sum + i.priceFen * i.quantity, 0);
      return {
        ...listRow(row),
        body: sanitizeRichText(row.body, richText),
        updated_at: row.updatedAt.toISOString(),
        items: bundle.map((item) => ({
          sku_id: item.skuId,
          product_id: item.productId,
          name: item.name,
          brand_name: item.brandName,
          sku: item.sku,
          spec: item.spec,
          pack: item.pack,
          quantity: item.quantity,
          on_sale: item.onSale,
          price: formatYuan(item.priceFen),
        })),
        total: formatYuan(totalFen),
      };
    },

    async adminDetail(id: number) {
      const row = await repo.findSolution(db, id);
      if (!row) throw notFound('方案不存在');
      const bundle = await repo.bundleOf(db, id);
      return {
        id: row.id,
        title: row.title,
        summary: row.summary,
        body: sanitizeRichText(row.body, richText),
        sort: row.sort,
        published: row.published,
        item_count: row.itemCount,
        updated_at: row.updatedAt.toISOString(),
        items: bundle.map((i) => ({
          sku_id: i.skuId,
          product_id: i.productId,
          sku: i.sku,
          name: i.name,
          pack: i.pack,
          price: formatYuan(i.priceFen),
          on_sale: i.onSale,
          quantity: i.quantity,
        })),
      };
    },

    /** Creates or updates a solution and replaces its bundle, in one transaction. */
    async save(input: SolutionInput) {
      const ids = input.items.map((i) => i.sku_id);
      const known = await repo.existingSkuIds(db, ids);
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) throw invalid({ items: `规格不存在：${unknown.join('、')}` });
      const values = {
        title: input.title,
        summary: input.summary,
        body: sanitizeRichText(input.body, richText),
        sort: input.sort,
        published: input.published,
      };
      const items = input.items.map((i) => ({ skuId: i.sku_id, quantity: i.quantity }));
      return db.transaction(async (tx) => {
        let id = input.id;
        if (id === undefined) id = await repo.insertSolution(tx, values);
        else if (!(await repo.updateSolution(tx, id, values))) throw notFound('方案不存在');
        await repo.replaceBundle(tx, id, items);
        return { id };
      });
    },

    async remove(id: number) {
      if (!(await repo.deleteSolution(db, id))) throw notFound('方案不存在');
      return { deleted: true };
    },

    stamps: () => repo.publishedSolutionStamps(db),
  };
}

export type SolutionService = ReturnType<typeof createSolutionService>;
