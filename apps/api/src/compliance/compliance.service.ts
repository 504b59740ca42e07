import { chinaDate } from '@labmall/rules';
import type { IdNumberCipher } from '../accounts/id-numbers/id-number-cipher.ts';
import { controlledLabel } from '../catalogue/product-labels.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { conflict } from '../platform/errors.ts';
import {
  findApprovedVerification,
  findCurrentVerificationKind,
  findIdentification,
  findLicencesOfKinds,
  findOrderLineFacts,
  insertAftersaleSales,
  insertControlledSales,
  type LicenceRow,
  type NewControlledSale,
  placementSales,
} from './compliance.repository.ts';
import { isLicenceKind, knownControlled, LICENCE_LABELS, type LicenceKind } from './compliance-rules.ts';

/** Where a member provides what is missing: the real-name page, whose 资质证照 section takes licences. */
export const VERIFICATION_LINK = '/user/datum';
export const LICENCE_LINK = '/user/datum#licences';

export const complianceMessages = {
  verification: '购买管制类化学品须先通过实名认证',
  verificationPending: '您的实名认证正在审核中，审核通过后方可购买管制类化学品',
  verificationUndocumented:
    '您的实名认证尚未提交证件（身份证或单位营业执照），请先提交；审核通过后方可购买管制类化学品',
  verificationRejected: '您的实名认证未通过审核，请重新提交；通过后方可购买管制类化学品',
  licence: (code: string, kind: LicenceKind) =>
    `购买${controlledLabel(code)}化学品须有经审核通过且在有效期内的${LICENCE_LABELS[kind]}`,
  licenceNone: '，请上传',
  licencePending: '；您上传的证照正在审核中',
  licenceRejected: '；您上传的证照未通过审核，请重新上传',
  licenceExpired: '；您的证照已过期，请上传新的',
  licenceNotYet: '；您的证照尚未到生效日期',
} as const;

export interface Missing {
  /** `verification`, or the controlled class whose document is missing (e.g. `precursor-2`). */
  code: string;
  message: string;
  link: string;
}

export interface Requirements {
  ok: boolean;
  missing: Missing[];
}

/**
 * One line sold. Name, CAS, 货号 and pack may be left out: they are then read from the order line the
 * caller wrote in the same transaction (its snapshot) and its product's CAS number.
 */
export interface SaleLine {
  orderLineId: number;
  productName?: string;
  cas?: string | null;
  sku?: string;
  pack?: string;
  quantity: number;
  controlled: string[];
}

/** Goods of a 售后 that move: `return` when staff receive them back, `sale` when a replacement ships. */
export interface AftersaleGoods {
  aftersaleId: number;
  orderId: number;
  kind: 'sale' | 'return';
  lines: { orderLineId: number; quantity: number }[];
}

export interface ComplianceOptions {
  db: Db;
  idNumbers: IdNumberCipher;
  /** Controlled classes whose buyers need a document of that class (CONTROLLED_LICENCE_CLASSES). */
  licenceClasses?: readonly LicenceKind[];
  /** The clock (tests move it); licence validity is by Beijing calendar day. */
  now?: () => Date;
}

/** Why the member's documents of one kind do not count today: the most helpful hint first. */
function licenceHint(rows: LicenceRow[], today: string): string {
  if (rows.some((r) => r.state === 'pending')) return complianceMessages.licencePending;
  if (rows.some((r) => r.state === 'approved' && r.validFrom > today))
    return complianceMessages.licenceNotYet;
  if (rows.some((r) => r.state === 'approved' && r.validUntil < today))
    return complianceMessages.licenceExpired;
  if (rows.some((r) => r.state === 'rejected')) return complianceMessages.licenceRejected;
  return complianceMessages.licenceNone;
}

/**
 * Where the member's verification stands: 待审核, 未通过, or never submitted. Registration step 2 leaves
 * a pending row without documents (kind `registration`): nothing an operator can approve, so the member
 * is told to submit them rather than to wait.
 */
async function verificationMessage(conn: DbOrTx, userId: number, identification: number | undefined) {
  if (identification === 2) return complianceMessages.verificationRejected;
  if (identification !== 0) return complianceMessages.verification;
  const kind = await findCurrentVerificationKind(conn, userId);
  return kind === 'personal' || kind === 'organisation'
    ? complianceMessages.verificationPending
    : complianceMessages.verificationUndocumented;
}

const licenceNumbers = (used: LicenceRow[]) => {
  // Two documents (高锰酸钾: 易制毒第三类 and 易制爆) fit the column; a third is named by id only.
  let text = '';
  for (const row of used) {
    const next = text ? `${text}；${row.number}` : row.number;
    if (next.length > 64) break;
    text = next;
  }
  return text || null;
};

/**
 * Controlled chemicals (issue 20, item 5): what a member needs before buying a controlled product, and
 * the sales ledger written in the order's transaction. Licences themselves: licences.service.ts.
 */
export function createComplianceService(options: ComplianceOptions) {
  const { db, idNumbers } = options;
  const licenceClasses = new Set<string>(options.licenceClasses ?? []);
  const now = options.now ?? (() => new Date());

  /** The classes among `codes` that need a document, in the catalogue's order. */
  const documentClasses = (codes: readonly string[]) =>
    knownControlled(codes).filter((c): c is LicenceKind => isLicenceKind(c) && licenceClasses.has(c));

  async function check(
    conn: DbOrTx,
    userId: number,
    controlledCodes: readonly string[],
    known?: { identification: number },
  ) {
    const classes = knownControlled(controlledCodes);
    const missing: Missing[] = [];
    const used: LicenceRow[] = [];
    if (classes.length === 0) return { missing, used };
    const identification = known ? known.identification : await findIdentification(conn, userId);
    if (identification !== 1) {
      missing.push({
        code: 'verification',
        message: await verificationMessage(conn, userId, identification),
        link: VERIFICATION_LINK,
      });
    }
    const kinds = documentClasses(classes);
    if (kinds.length > 0) {
      const today = chinaDate(now());
      const rows = await findLicencesOfKinds(conn, userId, kinds);
      for (const kind of kinds) {
        const ofKind = rows.filter((r) => r.kind === kind);
        const valid = ofKind
          .filter((r) => r.state === 'approved' && r.validFrom <= today && r.validUntil >= today)
          .sort((a, b) =>
            a.validUntil < b.validUntil ? 1 : a.validUntil > b.validUntil ? -1 : b.id - a.id,
          )[0];
        if (valid) used.push(valid);
        else
          missing.push({
            code: kind,
            message: complianceMessages.licence(kind, kind) + licenceHint(ofKind, today),
            link: LICENCE_LINK,
          });
      }
    }
    return { missing, used };
  }

  /**
   * Everything that stands between the member and each of several products, given by their controlled
   * codes (the item page, the 采购单, quick order): the verification step unless approved, and each
   * document a product's classes need that is missing, pending, rejected, expired or not yet valid, each
   * with its link. One reading of the member's documents for all the products; an empty list for a
   * product they may buy (and for one of no controlled class).
   */
  async function blockers(
    userId: number,
    codeLists: readonly (readonly string[])[],
    known?: { identification: number },
  ): Promise<Missing[][]> {
    const all = [...new Set(codeLists.flat())];
    const { missing } = await check(db, userId, all, known);
    return codeLists.map((codes) =>
      knownControlled(codes).length === 0
        ? []
        : missing.filter((m) => m.code === 'verification' || codes.includes(m.code)),
    );
  }

  const service = {
    /** The classes needing a document, for pages that say what a product asks of a buyer. */
    documentsFor(controlledCodes: readonly string[]) {
      const classes = knownControlled(controlledCodes);
      return {
        verification: classes.length > 0,
        documents: documentClasses(classes).map((kind) => ({ code: kind, label: LICENCE_LABELS[kind] })),
      };
    },

    /**
     * What this member lacks to buy products of these controlled classes: an approved real-name
     * verification for any class, and for each class that needs one, an approved document of that
     * class valid today. `ok` when nothing is missing (and always for no controlled class). A page
     * passes the member's row its session query already read (`known`), so it is not read again.
     */
    async requirementsFor(
      userId: number,
      controlledCodes: string[],
      known?: { identification: number },
    ): Promise<Requirements> {
      const [missing = []] = await blockers(userId, [controlledCodes], known);
      return { ok: missing.length === 0, missing };
    },

    /** /user/licence/requirements: the documents these classes ask for and what this member lacks. */
    async licenceRequirements(userId: number, controlledCodes: string[], known?: { identification: number }) {
      return {
        ...service.documentsFor(controlledCodes),
        ...(await service.requirementsFor(userId, controlledCodes, known)),
      };
    },

    blockersFor: blockers,

    /**
     * Writes one ledger row per controlled line, in the caller's transaction: the buyer as verified,
     * their organisation, credit code or encrypted ID number, the documents used. Checks again inside
     * the transaction and refuses (code 409, the same message as requirementsFor) if anything is
     * missing, so an order cannot slip past a licence rejected a moment before.
     */
    async recordSales(
      tx: DbOrTx,
      input: { orderId: number; userId: number; lines: SaleLine[] },
    ): Promise<{ recorded: number }> {
      const lines = input.lines.filter((l) => knownControlled(l.controlled).length > 0);
      if (lines.length === 0) return { recorded: 0 };
      const all = lines.flatMap((l) => l.controlled);
      const { missing, used } = await check(tx, input.userId, all);
      if (missing.length > 0) throw conflict(missing.map((m) => m.message).join('；'));
      const verification = await findApprovedVerification(tx, input.userId);
      if (!verification) throw conflict(complianceMessages.verification);
      const organisation = verification.organisation ?? verification.profileOrganisation ?? '';
      const buyerName =
        verification.realName ?? verification.contactName ?? verification.profileContactName ?? '';
      // The cipher is bound to the member (and so readable with the ledger row's user_id) as it stands.
      const idCardCipher =
        verification.idCardCipher ??
        (verification.idCardNumberLegacy
          ? idNumbers.encrypt(verification.idCardNumberLegacy, input.userId)
          : null);
      const incomplete = lines.filter(
        (l) =>
          l.productName === undefined || l.sku === undefined || l.pack === undefined || l.cas === undefined,
      );
      const facts = new Map(
        (
          await findOrderLineFacts(
            tx,
            input.orderId,
            incomplete.map((l) => l.orderLineId),
          )
        ).map((f) => [f.id, f]),
      );
      const rows: NewControlledSale[] = lines.map((line) => {
        const fact = facts.get(line.orderLineId);
        const productName = line.productName ?? fact?.name ?? '';
        const cas = line.cas === undefined ? (fact?.cas ?? null) : line.cas;
        const kinds = documentClasses(line.controlled);
        const licences = used.filter((l) => kinds.includes(l.kind as LicenceKind));
        return {
          orderId: input.orderId,
          orderLineId: line.orderLineId,
          userId: input.userId,
          buyerName: buyerName.slice(0, 40),
          organisation: organisation.slice(0, 60),
          creditCode: verification.creditCode ?? null,
          idCardCipher: verification.kind === 'personal' ? idCardCipher : null,
          licenceId: licences[0]?.id ?? null,
          licenceNumber: licenceNumbers(licences),
          productName: productName.slice(0, 200),
          cas,
          sku: line.sku ?? fact?.sku ?? '',
          pack: line.pack ?? fact?.pack ?? '',
          quantity: line.quantity,
          controlled: knownControlled(line.controlled),
        };
      });
      await insertControlledSales(tx, rows);
      return { recorded: rows.length };
    },

    /**
     * A 售后's goods in the ledger, in the caller's transaction (issue 35, item 4). Only lines sold as
     * controlled (a row written at placement) count; each row copies that sale's buyer, documents and
     * product, for the quantity that moved. The documents are not checked again: the goods are those
     * of the sale they were bought under. Once per 售后, line and kind: a replay writes nothing.
     */
    async recordAftersale(tx: DbOrTx, goods: AftersaleGoods): Promise<{ recorded: number }> {
      const lines = goods.lines.filter((l) => l.quantity > 0);
      const sold = new Map(
        (
          await placementSales(
            tx,
            goods.orderId,
            lines.map((l) => l.orderLineId),
          )
        ).map((row) => [row.orderLineId, row]),
      );
      const rows: NewControlledSale[] = lines.flatMap((line) => {
        const sale = sold.get(line.orderLineId);
        if (!sale) return [];
        const { id: _id, soldAt: _soldAt, ...copied } = sale;
        return [{ ...copied, kind: goods.kind, aftersaleId: goods.aftersaleId, quantity: line.quantity }];
      });
      return { recorded: await insertAftersaleSales(tx, rows) };
    },
  };
  return service;
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
