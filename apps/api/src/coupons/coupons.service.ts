import { chinaDate, formatYuan } from '@labmall/rules';
import { findUserByPhone } from '../accounts/accounts.service.ts';
import type { CatalogueOptions } from '../catalogue/catalogue-options.service.ts';
import type { Db, DbOrTx, Tx } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import {
  bestCoupon,
  type CouponLine,
  type CouponTerms,
  type CouponVerdict,
  categoryPath,
  conditionText,
  couponVerdict,
  faceText,
  NO_THRESHOLD_AMOUNT_MAX_FEN,
  scopeText,
  validityAtClaim,
} from './coupon-rules.ts';
import { templateAnswer } from './coupons.answers.ts';
import {
  type CouponTab,
  categoryParents,
  centreTemplates,
  claimsByTemplate,
  type HeldRow,
  insertMemberCoupon,
  insertTemplate,
  lockTemplate,
  memberCouponCounts,
  memberCouponPage,
  type NewTemplate,
  ownCoupon,
  setListed,
  type TemplateRow,
  takeOneFromTemplate,
  templateById,
  templatePage,
  unusedCoupons,
  updateTemplate,
  useCoupon,
  usedCount,
} from './coupons.repository.ts';
import { type TemplateInput, type TemplatePayload, templateInput } from './template-input.ts';

/**
 * What other components use of coupons as the repositories have it: how many a member can use now (the
 * dashboard), the coupon an order used (the order's detail), and taking one from a template into a
 * member's hands as the demo seed does.
 */
export { usableCouponCount } from './coupon-count.repository.ts';
export { couponOfOrder, insertMemberCoupon, takeOneFromTemplate } from './coupons.repository.ts';
export type { TemplateInput, TemplatePayload, TemplateRow };

export interface CouponServiceOptions {
  db: Db;
  catalogueOptions: Pick<CatalogueOptions, 'brands' | 'productTypes'>;
  now?: () => Date;
}

/** An order line as placement hands it over: its price after activity prices, its brand and category. */
export interface OrderCouponLine {
  subtotalFen: number;
  brandId: number;
  productTypeId: number;
}

export interface JudgedCoupon {
  coupon: HeldRow;
  verdict: CouponVerdict;
}

/** How the coupon centre states a template's validity. */
export function validityText(t: Pick<TemplateRow, 'validFrom' | 'validUntil' | 'validDays'>): string {
  if (t.validDays !== null) return `领取后 ${t.validDays} 天内有效`;
  if (!t.validFrom || !t.validUntil) return '';
  // valid_until is exclusive: a coupon ending at midnight is valid through the day before.
  return `${chinaDate(t.validFrom)} 至 ${chinaDate(new Date(t.validUntil.getTime() - 1))}`;
}

export function createCouponService({ db, catalogueOptions, now = () => new Date() }: CouponServiceOptions) {
  /** Brand and category names for the scope words. */
  async function names() {
    const [brands, types] = await Promise.all([catalogueOptions.brands(), catalogueOptions.productTypes()]);
    return {
      brand: new Map(brands.map((b) => [b.id, b.name])),
      category: new Map(types.map((t) => [t.id, t.name])),
    };
  }

  /** What a member is told, before claiming or using it, of a coupon its order's refund does not give back. */
  const REFUND_KEEPS_COUPON = '订单付款后整单退款，此券不退还';

  /** The words a coupon is shown with, everywhere. */
  async function wordsFor() {
    const known = await names();
    return (t: CouponTerms & { name: string; description: string; returnOnRefund: boolean }) => ({
      name: t.name,
      description: t.description,
      kind: t.kind,
      face: faceText(t),
      condition: conditionText(t),
      scope: scopeText(
        t.brandIds.map((id) => known.brand.get(id) ?? `品牌 ${id}`),
        t.categoryIds.map((id) => known.category.get(id) ?? `分类 ${id}`),
      ),
      refund_rule: t.returnOnRefund ? '' : REFUND_KEEPS_COUPON,
    });
  }

  /**
   * One claim, in `tx`: the template row locked (every claim of it queues there, so the per-member count
   * read under the lock is exact), one taken from `claimed` only while `claimed < total`, the member's
   * coupon with its validity fixed now, and its `claim` event.
   */
  async function claimIn(tx: Tx, userId: number, templateId: number, by: 'member' | 'operator') {
    const at = now();
    const template = await lockTemplate(tx, templateId);
    if (!template) throw notFound('优惠券不存在');
    if (by === 'member') {
      const open =
        template.listed &&
        (!template.claimFrom || template.claimFrom <= at) &&
        (!template.claimUntil || template.claimUntil > at);
      if (!open) throw notFound('该优惠券不在领取时间内');
    }
    if (template.validUntil && template.validUntil <= at) throw conflict('该优惠券已过有效期，不能再领取');
    const held = (await claimsByTemplate(tx, userId, [templateId])).get(templateId) ?? 0;
    if (held >= template.perMember) {
      throw conflict(by === 'member' ? '您已领取过该优惠券' : `该会员已领 ${held} 张，达到每人限领`);
    }
    if (!(await takeOneFromTemplate(tx, templateId))) throw conflict('优惠券已抢光');
    const coupon = await insertMemberCoupon(tx, {
      templateId,
      userId,
      ...validityAtClaim(template, at),
      claimedAt: at,
    });
    return {
      coupon_id: coupon.id,
      valid_from: coupon.validFrom.toISOString(),
      valid_until: coupon.validUntil.toISOString(),
    };
  }

  /** Lines as coupons see them: each with its category's ancestry. */
  async function couponLines(conn: DbOrTx, lines: readonly OrderCouponLine[]): Promise<CouponLine[]> {
    const parents = await categoryParents(conn, [...new Set(lines.map((l) => l.productTypeId))]);
    return lines.map((line) => ({
      subtotalFen: line.subtotalFen,
      brandId: line.brandId,
      categoryPath: categoryPath(line.productTypeId, parents),
    }));
  }

  /** Checks an operator's template against the catalogue and the rules of its kind. */
  async function checkTemplate(input: TemplateInput) {
    const known = await names();
    const badBrand = input.brandIds.find((id) => !known.brand.has(id));
    if (badBrand !== undefined) throw invalid({ brand_ids: `品牌 ${badBrand} 不存在` });
    const badCategory = input.categoryIds.find((id) => !known.category.has(id));
    if (badCategory !== undefined) throw invalid({ category_ids: `分类 ${badCategory} 不存在` });
    if (input.kind === 'amount') {
      if (!input.amountFen || input.amountFen <= 0)
        throw invalid({ amount: '满减券须填写大于 0 的减免金额' });
      if (input.percentOff !== null) throw invalid({ percent_off: '满减券不填折扣' });
      if (input.capFen !== null) throw invalid({ cap: '满减券不填折扣封顶' });
      // A 满减 coupon never covers the goods it needs (ADR 0026): below its threshold, and a 无门槛
      // one small enough that an order it could cover still pays its freight.
      if (input.thresholdFen > 0 && input.amountFen >= input.thresholdFen) {
        throw invalid({ amount: '减免金额须低于使用门槛' });
      }
      if (input.thresholdFen === 0 && input.amountFen > NO_THRESHOLD_AMOUNT_MAX_FEN) {
        throw invalid({
          amount: `无门槛券的减免金额不能超过 ${formatYuan(NO_THRESHOLD_AMOUNT_MAX_FEN, 'short')}，更大的减免请设置使用门槛`,
        });
      }
    } else {
      if (input.percentOff === null) throw invalid({ percent_off: '折扣券须填写折扣（九折填 10）' });
      if (input.amountFen !== null) throw invalid({ amount: '折扣券不填减免金额' });
      if (input.capFen !== null && input.capFen <= 0) throw invalid({ cap: '折扣封顶须大于 0' });
    }
    const fixed = input.validFrom !== null || input.validUntil !== null;
    if (fixed && input.validDays !== null)
      throw invalid({ valid_days: '固定有效期与领取后有效天数只能选一种' });
    if (!fixed && input.validDays === null) throw invalid({ valid_days: '请填写有效期或领取后有效天数' });
    if (fixed) {
      if (!input.validFrom || !input.validUntil) throw invalid({ valid_until: '请填写有效期的开始与结束' });
      if (input.validUntil <= input.validFrom) throw invalid({ valid_until: '有效期结束须晚于开始' });
    }
    if (input.claimFrom && input.claimUntil && input.claimUntil <= input.claimFrom) {
      throw invalid({ claim_until: '领取截止须晚于领取开始' });
    }
  }

  const termsChanged = (t: TemplateRow, input: TemplateInput) =>
    t.kind !== input.kind ||
    t.thresholdFen !== input.thresholdFen ||
    t.amountFen !== input.amountFen ||
    t.percentOff !== input.percentOff ||
    t.capFen !== input.capFen ||
    t.brandIds.join() !== input.brandIds.join() ||
    t.categoryIds.join() !== input.categoryIds.join() ||
    (t.validFrom?.getTime() ?? null) !== (input.validFrom?.getTime() ?? null) ||
    (t.validUntil?.getTime() ?? null) !== (input.validUntil?.getTime() ?? null) ||
    t.validDays !== input.validDays;

  return {
    /** The coupon centre: what can be claimed now, and how far this member (0: a visitor) has claimed. */
    async centre(userId: number) {
      const at = now();
      const templates = await centreTemplates(db, at);
      const mine =
        userId === 0
          ? new Map<number, number>()
          : await claimsByTemplate(
              db,
              userId,
              templates.map((t) => t.id),
            );
      const words = await wordsFor();
      return templates.map((t) => {
        const held = mine.get(t.id) ?? 0;
        return {
          id: t.id,
          ...words(t),
          validity: validityText(t),
          claim_until: t.claimUntil?.toISOString() ?? null,
          remaining: t.total - t.claimed,
          per_member: t.perMember,
          mine: held,
          state:
            userId !== 0 && held >= t.perMember
              ? ('claimed' as const)
              : t.claimed >= t.total
                ? ('exhausted' as const)
                : ('claimable' as const),
        };
      });
    },

    claim: (userId: number, templateId: number) =>
      db.transaction((tx) => claimIn(tx, userId, templateId, 'member')),

    /** /user/coupon: one tab, paged, with every tab's count. */
    async memberList(userId: number, tab: CouponTab, page: { index: number; pageSize: number }) {
      const at = now();
      const [rows, counts, words] = await Promise.all([
        memberCouponPage(db, userId, tab, at, (page.index - 1) * page.pageSize, page.pageSize),
        memberCouponCounts(db, userId, at),
        wordsFor(),
      ]);
      return {
        total: counts[tab],
        counts,
        list: rows.map((r) => ({
          id: r.id,
          ...words(r),
          valid_from: r.validFrom.toISOString(),
          valid_until: r.validUntil.toISOString(),
          claimed_at: r.claimedAt.toISOString(),
          used_at: r.usedAt?.toISOString() ?? null,
          order_number: r.orderNumber,
        })),
      };
    },

    /** At confirmation: every unused coupon of the member judged against these lines, and the best. */
    async forOrder(userId: number, lines: readonly OrderCouponLine[]) {
      const at = now();
      const [held, asCoupons, words] = await Promise.all([
        unusedCoupons(db, userId, at),
        couponLines(db, lines),
        wordsFor(),
      ]);
      const judged: JudgedCoupon[] = held.map((coupon) => ({
        coupon,
        verdict: couponVerdict(coupon, asCoupons, at),
      }));
      return { judged, best: bestCoupon(judged), words };
    },

    /**
     * The coupon a submit names, judged inside the order's transaction by the placement clock: a foreign
     * or unknown id is not found; used, expired or inapplicable ones are refused with the reason.
     */
    async chosen(tx: Tx, userId: number, couponId: number, lines: readonly OrderCouponLine[], at: Date) {
      const coupon = await ownCoupon(tx, userId, couponId);
      if (!coupon) throw notFound('优惠券不存在，请重新选择');
      if (coupon.orderId !== null) throw conflict('该优惠券已被使用，请重新选择');
      const verdict = couponVerdict(coupon, await couponLines(tx, lines), at);
      if (!verdict.applicable) throw conflict(`该优惠券不可用于本订单：${verdict.reason}`);
      return verdict;
    },

    /** Marks the coupon used by the order; refused (409, all rolled back) when another order took it. */
    async use(tx: Tx, values: { id: number; userId: number; orderId: number; at: Date }) {
      if (!(await useCoupon(tx, values))) throw conflict('该优惠券已被使用或已失效，请重新选择');
    },

    // Operator ------------------------------------------------------------------------------------

    async templates(page: { index: number; pageSize: number }) {
      const { rows, total } = await templatePage(db, (page.index - 1) * page.pageSize, page.pageSize);
      const words = await wordsFor();
      return {
        total,
        list: rows.map((r) =>
          templateAnswer({ template: r.template, used: r.used, words: words(r.template) }),
        ),
      };
    },

    async saveTemplate(payload: TemplatePayload) {
      const input = templateInput(payload);
      await checkTemplate(input);
      const values: NewTemplate = {
        name: input.name,
        description: input.description,
        kind: input.kind,
        thresholdFen: input.thresholdFen,
        amountFen: input.amountFen,
        percentOff: input.percentOff,
        capFen: input.capFen,
        brandIds: input.brandIds,
        categoryIds: input.categoryIds,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        validDays: input.validDays,
        claimFrom: input.claimFrom,
        claimUntil: input.claimUntil,
        total: input.total,
        perMember: input.perMember,
        listed: input.listed,
        returnOnRefund: input.returnOnRefund,
        sort: input.sort,
      };
      const saved = await db.transaction(async (tx) => {
        if (input.id === undefined) return insertTemplate(tx, values);
        const current = await lockTemplate(tx, input.id);
        if (!current) throw notFound('优惠券模板不存在');
        if (input.total < current.claimed) {
          throw conflict(`发放总量不能少于已领取的 ${current.claimed} 张`);
        }
        if (current.claimed > 0 && termsChanged(current, input)) {
          throw conflict('已有会员领取，不能再修改类型、面额、门槛、适用范围与有效期');
        }
        return updateTemplate(tx, input.id, values);
      });
      if (!saved) throw notFound('优惠券模板不存在');
      const words = await wordsFor();
      return templateAnswer({ template: saved, used: await usedCount(db, saved.id), words: words(saved) });
    },

    async setListed(id: number, listed: boolean) {
      if (!(await setListed(db, id, listed))) throw notFound('优惠券模板不存在');
      return { listed };
    },

    async issue(templateId: number, phone: string) {
      const member = await findUserByPhone(db, phone);
      if (!member) throw notFound('没有该手机号的会员');
      const exists = await templateById(db, templateId);
      if (!exists) throw notFound('优惠券模板不存在');
      return db.transaction((tx) => claimIn(tx, member.id, templateId, 'operator'));
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
