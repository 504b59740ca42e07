import type { Db } from '../platform/db.ts';
import { notFound } from '../platform/errors.ts';
import { allRules, deleteRule, targetExists, upsertRule } from './aftersales.repository.ts';

export interface RuleInput {
  scope: 'category' | 'product';
  target_id: number;
  returnable: boolean;
  days: number;
  restocking_percent: number;
  note: string;
}

/** 退换货规则 in the console: per category or product, one each (a second save replaces the first). */
export function createAftersaleRules(db: Db) {
  return {
    async rules() {
      const rows = await allRules(db);
      return {
        list: rows.map(({ rule, name }) => ({
          id: rule.id,
          scope: rule.scope as 'category' | 'product',
          target_id: rule.targetId,
          target_name: name,
          returnable: rule.returnable,
          days: rule.days,
          restocking_percent: rule.restockingPercent,
          note: rule.note,
        })),
      };
    },

    async saveRule(input: RuleInput) {
      if (!(await targetExists(db, input.scope, input.target_id))) {
        throw notFound(input.scope === 'product' ? '商品不存在' : '分类不存在');
      }
      const id = await upsertRule(db, {
        scope: input.scope,
        targetId: input.target_id,
        returnable: input.returnable,
        days: input.days,
        restockingPercent: input.restocking_percent,
        note: input.note,
      });
      return { id };
    },

    async deleteRule(id: number) {
      if (!(await deleteRule(db, id))) throw notFound('规则不存在');
      return { deleted: true };
    },
  };
}
