import { QUICK_OPTIONS_MAX } from '@labmall/contract/quick';
import {
  isCasNumber,
  looksLikeCas,
  MAX_LINE_QUANTITY,
  normalizeCode,
  parseQuantityText,
  quantityProblem,
  snapQuantity,
} from '@labmall/rules';
import { chargedPrices } from '../activities/activities.service.ts';
import type { ComplianceService, Missing } from '../compliance/compliance.service.ts';
import type { Db } from '../platform/db.ts';
import { quickLineAnswer } from './quick.answers.ts';
import { type QuickSkuRow, skusByCas, skusByLowerCodes } from './quick-order.repository.ts';

export type QuickKind =
  | 'found'
  | 'qualification'
  | 'ambiguous'
  | 'not_found'
  | 'off_sale'
  | 'quantity'
  | 'stock';

export interface QuickResult {
  code: string;
  /** The quantity the line stands for (the SKU's minimum when none was given); null when unreadable. */
  quantity: number | null;
  kind: QuickKind;
  message: string;
  sku: QuickSkuRow | null;
  suggestedQuantity: number | null;
  options: QuickSkuRow[];
  /** qualification: what the member still lacks to buy this controlled product, each with its link. */
  missing: Missing[];
}

/** The largest quantity the rule allows within the stock, or null when even the minimum is too many. */
export function mostAvailable(sku: { stock: number; minQty: number; step: number }): number | null {
  const cap = Math.min(sku.stock, MAX_LINE_QUANTITY);
  if (cap < sku.minQty) return null;
  return sku.minQty + Math.floor((cap - sku.minQty) / sku.step) * sku.step;
}

const ruleText = (sku: { minQty: number; step: number }) =>
  sku.step > 1 ? `${sku.minQty} 起订，按 ${sku.step} 递增` : `${sku.minQty} 起订`;

/** A found SKU against the line's quantity text: off sale, quantity rule, stock, or found. */
function judgeSku(code: string, sku: QuickSkuRow, quantityText: string): QuickResult {
  const result = { code, sku, options: [], suggestedQuantity: null, missing: [] };
  if (!sku.onSale)
    return { ...result, quantity: null, kind: 'off_sale', message: `${sku.name}（${sku.pack}）已下架` };
  const typed = parseQuantityText(quantityText);
  if ('error' in typed) {
    return {
      ...result,
      quantity: null,
      kind: 'quantity',
      message: `${typed.error}（${ruleText(sku)}）`,
      suggestedQuantity: sku.minQty,
    };
  }
  const quantity = typed.quantity ?? sku.minQty;
  const problem = quantityProblem(quantity, sku);
  if (problem) {
    return {
      ...result,
      quantity,
      kind: 'quantity',
      message: `${problem}（${ruleText(sku)}）`,
      suggestedQuantity: snapQuantity(quantity, sku),
    };
  }
  if (sku.stock < quantity) {
    const available = mostAvailable(sku);
    return {
      ...result,
      quantity,
      kind: 'stock',
      message: sku.stock <= 0 ? '暂时缺货' : `库存不足：现有 ${sku.stock} 件`,
      suggestedQuantity: available,
    };
  }
  const note = typed.quantity === null ? `未填数量，按起订量 ${quantity} 件` : '可以购买';
  return { ...result, quantity, kind: 'found', message: note };
}

const qualificationMessage = (missing: Missing[]) =>
  `购买前须先具备资质：${missing.map((m) => m.message).join('；')}`;

function notFoundMessage(code: string) {
  if (code === '') return '请填写货号或 CAS 号';
  if (looksLikeCas(code) && !isCasNumber(code)) return `CAS 号“${code}”的校验位不对，请核对`;
  return `没有找到货号或 CAS 号“${code}”`;
}

/**
 * Quick order: lines of 货号 or CAS number and quantity → what each would buy. A 货号 is matched
 * whatever its case; a code that is no 货号 but a CAS number finds every pack size of every product
 * with it: one on sale is as good as a 货号, several are offered to choose from. Two queries for any
 * number of lines. Read-only: adding to the 采购单 or ordering is the caller's next call.
 */
export function createQuickOrderService({
  db,
  compliance,
  now = () => new Date(),
}: {
  db: Db;
  /** Without it, controlled products are judged like any other (no member to ask about). */
  compliance?: Pick<ComplianceService, 'blockersFor'>;
  /** The clock activity prices are read by (a test fixes it). */
  now?: () => Date;
}) {
  /**
   * A found controlled SKU the member may not buy yet becomes `qualification`: not 可以购买, with what
   * stands between them (the same list the item page and the 采购单 show).
   */
  async function judgeQualifications(userId: number, results: QuickResult[]): Promise<QuickResult[]> {
    const found = results.filter((r) => r.kind === 'found' && r.sku && r.sku.controlled.length > 0);
    if (!compliance || found.length === 0) return results;
    const blocked = await compliance.blockersFor(
      userId,
      found.map((r) => r.sku!.controlled),
    );
    const missingOf = new Map(found.map((r, i) => [r, blocked[i]!]));
    return results.map((r) => {
      const missing = missingOf.get(r) ?? [];
      if (missing.length === 0) return r;
      return { ...r, kind: 'qualification', message: qualificationMessage(missing), missing };
    });
  }

  return {
    async resolve(userId: number, lines: { code: string; quantity: string }[]) {
      const codes = lines.map((line) => normalizeCode(line.code));
      const lower = [...new Set(codes.filter(Boolean).map((code) => code.toLowerCase()))];
      const byCode = new Map((await skusByLowerCodes(db, lower)).map((row) => [row.sku.toLowerCase(), row]));
      const casWanted = [
        ...new Set(codes.filter((code) => !byCode.has(code.toLowerCase()) && isCasNumber(code))),
      ];
      const byCas = new Map<string, QuickSkuRow[]>();
      for (const row of await skusByCas(db, casWanted)) {
        const list = byCas.get(row.cas ?? '') ?? [];
        list.push(row);
        byCas.set(row.cas ?? '', list);
      }

      const judged = lines.map((line, i): QuickResult => {
        const code = codes[i]!;
        const sku = byCode.get(code.toLowerCase());
        if (sku) return judgeSku(code, sku, line.quantity);
        const options = byCas.get(code) ?? [];
        const none = { code, quantity: null, sku: null, suggestedQuantity: null, options: [], missing: [] };
        if (options.length === 0) return { ...none, kind: 'not_found', message: notFoundMessage(code) };
        const onSale = options.filter((option) => option.onSale);
        if (onSale.length === 0) {
          return { ...none, sku: options[0]!, kind: 'off_sale', message: `CAS ${code} 的商品均已下架` };
        }
        if (onSale.length === 1) return judgeSku(code, onSale[0]!, line.quantity);
        const typed = parseQuantityText(line.quantity);
        return {
          ...none,
          quantity: 'quantity' in typed ? typed.quantity : null,
          kind: 'ambiguous',
          message: `CAS ${code} 有 ${onSale.length} 个商品规格，请选择一个`,
          options: onSale.slice(0, QUICK_OPTIONS_MAX),
        };
      });
      const results = await judgeQualifications(userId, judged);
      // Each SKU at the price the 采购单 will charge for it now, activity included (ADR 0034).
      const shown = results.flatMap((r) => (r.sku ? [r.sku, ...r.options] : r.options));
      const charged = await chargedPrices(db, shown, now());
      return {
        lines: results.map((r) => quickLineAnswer(r, charged)),
        valid: results.filter((r) => r.kind === 'found').length,
      };
    },
  };
}

export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
export type { QuickSkuRow } from './quick-order.repository.ts';
