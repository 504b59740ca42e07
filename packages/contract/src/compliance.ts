import { Code } from '@labmall/protocol';
import {
  LICENCE_KINDS,
  LICENCE_LABELS,
  LICENCE_LIMIT,
  LICENCE_NUMBER_MAX,
  licenceFieldMessages,
} from '@labmall/rules/licences';
import { z } from 'zod';
import { identityImageField } from './account-fields.ts';
import { defineContract } from './define.ts';
import { idField, inputMessages, intField, textField } from './input-rules.ts';
import { pagingFields } from './paging.ts';

/**
 * Controlled chemicals (易制毒 / 易制爆 / 剧毒): the documents a buyer keeps on file (资质证照), their
 * review by operators, what a product asks of a buyer, and the controlled-sales ledger export.
 */

export {
  LICENCE_KINDS,
  LICENCE_LABELS,
  LICENCE_LIMIT,
  LICENCE_NUMBER_MAX,
  type LicenceKind,
} from '@labmall/rules/licences';

export const licenceStates = ['pending', 'approved', 'rejected'] as const;

const complianceMessages = licenceFieldMessages;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30), between 2000 and 2099. */
export const isCalendarDate = (value: string) => {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2099) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const dateField = (what: string) =>
  textField({ max: 10, trim: true, error: complianceMessages.date, tooLong: complianceMessages.date })
    .refine(isCalendarDate, complianceMessages.date)
    .describe(`${what}（YYYY-MM-DD）`);

const licenceId = idField('请指定证照').describe('证照 ID');

const kindField = z
  .enum(LICENCE_KINDS, { error: complianceMessages.kind })
  .describe(
    `证照类型：${LICENCE_KINDS.map((k) => `${k} ${LICENCE_LABELS[k]}`).join('；')}（一份证照只用于它所属的类别）`,
  );

const licenceFields = {
  id: z.number().int(),
  kind: z.string(),
  kind_label: z.string().describe('证照类型名称'),
  number: z.string().describe('证照编号'),
  valid_from: z.string().describe('有效期起（YYYY-MM-DD）'),
  valid_until: z.string().describe('有效期止（YYYY-MM-DD）'),
  state: z.enum(licenceStates).describe('pending 审核中，approved 已通过，rejected 未通过'),
  status: z.string().describe('给会员看的状态：审核中、有效、已过期、未生效、未通过'),
  reason: z.string().describe('未通过的原因'),
  image_url: z.string().describe('证照图片的短时读取地址（文件已不存在时为空）'),
  created_at: z.string().describe('提交时间（ISO 8601）'),
  reviewed_at: z.string().describe('审核时间（ISO 8601；未审核为空）'),
};

/** What a member still lacks to buy controlled chemicals: also the `obj.missing` of an order's code 403. */
export const missingQualifications = z
  .array(
    z.object({
      code: z.string().describe('verification，或缺少证照的管制类别（如 precursor-2）'),
      message: z.string(),
      link: z.string().describe('去提供的页面'),
    }),
  )
  .describe('尚缺的资质，逐条说明');

export const userLicenceList = defineContract({
  method: 'GET',
  path: '/user/licence/list',
  summary: '资质证照：会员上传的易制毒/易制爆/剧毒化学品购买证照及审核状态与有效期',
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    kinds: z.array(z.object({ code: z.string(), label: z.string() })).describe('可上传的证照类型'),
    list: z.array(z.object(licenceFields)),
  }),
});

export const userLicenceAdd = defineContract({
  method: 'POST',
  path: '/user/licence/add',
  summary: `上传一份资质证照（图片须经上传控件登记，用途 identity），待运营审核；每位会员最多 ${LICENCE_LIMIT} 份`,
  auth: 'member',
  payload: z
    .object({
      kind: kindField,
      number: textField({
        max: LICENCE_NUMBER_MAX,
        trim: true,
        error: complianceMessages.number,
        tooLong: complianceMessages.numberTooLong,
      })
        .min(1, complianceMessages.number)
        .describe('证照编号'),
      valid_from: dateField('有效期起'),
      valid_until: dateField('有效期止'),
      image: identityImageField('证照图片'),
    })
    .superRefine((value, context) => {
      if (isCalendarDate(value.valid_from) && isCalendarDate(value.valid_until)) {
        if (value.valid_until < value.valid_from) {
          context.addIssue({
            code: 'custom',
            path: ['valid_until'],
            message: complianceMessages.untilBeforeFrom,
          });
        }
      }
    }),
  answer: z.object({ id: z.number().int(), state: z.enum(licenceStates) }),
  codes: [Code.CONFLICT],
});

export const userLicenceDelete = defineContract({
  method: 'POST',
  path: '/user/licence/delete',
  summary: '删除一份审核中或未通过的证照（已通过的证照留作销售记录的依据，不能删除）',
  auth: 'member',
  payload: z.object({ id: licenceId }),
  answer: z.null(),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const userLicenceRequirements = defineContract({
  method: 'GET',
  path: '/user/licence/requirements',
  summary: '购买某些管制类别的商品须具备的资质，以及当前会员尚缺哪些（商品页、下单页用）',
  auth: 'member',
  payload: z.object({
    controlled: z
      .array(textField({ max: 40 }), { error: inputMessages.array })
      .max(10, inputMessages.manyItems(10))
      .describe('商品的管制类别代码（hazardous、precursor-1 …）'),
  }),
  answer: z.object({
    ok: z.boolean().describe('资质齐全'),
    verification: z.boolean().describe('须实名认证'),
    documents: z.array(z.object({ code: z.string(), label: z.string() })).describe('须有的证照'),
    missing: missingQualifications,
  }),
});

export const adminLicences = defineContract({
  method: 'GET',
  path: '/admin/licences',
  summary:
    '运营：会员的资质证照列表（默认待审核，先到先审），附证照图片的短时地址；传 expiring_within_days 时为该天数内到期的已通过证照，先到期的在前',
  auth: 'operator',
  permission: 'compliance.licences',
  payload: z.object({
    state: z
      .enum(licenceStates, { error: inputMessages.choice })
      .default('pending')
      .describe('pending、approved、rejected'),
    expiring_within_days: intField({ min: 0, max: 366, message: '到期天数须为 0 到 366' })
      .optional()
      .describe('只看今天起这么多天内到期（含今天）的已通过证照；此时忽略 state'),
    ...pagingFields,
  }),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        ...licenceFields,
        user_id: z.number().int(),
        phone: z.string(),
        identification: z.number().int().describe('会员当前的实名状态'),
      }),
    ),
  }),
});

export const adminLicencesApprove = defineContract({
  method: 'POST',
  path: '/admin/licences/approve',
  summary: '运营：通过一份待审核的证照',
  auth: 'operator',
  permission: 'compliance.licences',
  payload: z.object({ id: licenceId }),
  answer: z.object({ state: z.enum(licenceStates) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

export const adminLicencesReject = defineContract({
  method: 'POST',
  path: '/admin/licences/reject',
  summary: '运营：驳回一份待审核的证照并说明原因（会员可见，可重新上传）',
  auth: 'operator',
  permission: 'compliance.licences',
  payload: z.object({
    id: licenceId,
    reason: textField({ max: 200, trim: true, error: '请填写驳回原因', tooLong: '驳回原因不能超过200个字符' })
      .min(1, '请填写驳回原因')
      .describe('驳回原因，会员可见'),
  }),
  answer: z.object({ state: z.enum(licenceStates) }),
  codes: [Code.NOT_FOUND, Code.CONFLICT],
});

const ledgerRange = { from: dateField('开始日期'), until: dateField('结束日期') };
const rangeInOrder = (value: { from: string; until: string }, context: z.RefinementCtx) => {
  if (isCalendarDate(value.from) && isCalendarDate(value.until) && value.until < value.from) {
    context.addIssue({ code: 'custom', path: ['until'], message: complianceMessages.rangeOrder });
  }
};

export const ledgerKinds = ['sale', 'return'] as const;

export const adminControlledSales = defineContract({
  method: 'GET',
  path: '/admin/controlled-sales',
  summary:
    '运营：管制类化学品台账一页（按北京时间日期，含起止两日，先早后晚）：类型（销售、退货）、订单号、售后单号、购买人、商品、数量与备注；不含身份证号与电话（见导出）',
  auth: 'operator',
  permission: 'compliance.ledger',
  payload: z.object({ ...ledgerRange, ...pagingFields }).superRefine(rangeInOrder),
  answer: z.object({
    total: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        at: z.string().describe('时间（ISO 8601）'),
        kind: z.enum(ledgerKinds).describe('sale 销售（含换货补发）、return 售后退货'),
        order_number: z.string(),
        aftersale_id: z.number().int().nullable().describe('售后单号；下单时的销售为 null'),
        buyer: z.string(),
        organisation: z.string(),
        licence: z.string().describe('证照编号'),
        product: z.string(),
        cas: z.string(),
        sku: z.string(),
        pack: z.string(),
        quantity: z.number().int().describe('件数，总为正；方向见 kind'),
        classes: z.string().describe('管制类别（中文，顿号分隔）'),
        note: z.string().describe('备注，如“订单已取消，未发货”“换货补发”'),
      }),
    ),
  }),
});

export const adminControlledSalesExport = defineContract({
  method: 'GET',
  path: '/admin/controlled-sales/export',
  summary:
    '运营：导出管制类化学品销售台账（.xlsx，按北京时间日期，含起止两日）；文件以 base64 放在应答中。身份证号仅对有 members.view_id_numbers 权限的运营人员完整导出（并记入审计日志），其他人为掩码',
  auth: 'operator',
  permission: 'compliance.ledger',
  payload: z.object(ledgerRange).superRefine(rangeInOrder),
  answer: z.object({
    file_name: z.string(),
    content_type: z.string(),
    rows: z.number().int().describe('台账行数'),
    data: z.string().describe('文件内容（base64）'),
  }),
});
