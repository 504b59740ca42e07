import { createTransport } from '@labmall/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { type AccountService, createAccountService, findUserById } from './accounts/accounts.service.ts';
import { type AuthService, createAuthService } from './accounts/auth.service.ts';
import { type CaptchaService, createCaptchaService } from './accounts/captcha.service.ts';
import { createIdNumberCipher, type IdNumberCipher } from './accounts/id-numbers/id-number-cipher.ts';
import { idNumberKeys } from './accounts/id-numbers/id-number-config.ts';
import { createMemberService, type MemberService } from './accounts/members.service.ts';
import { createRegistrationService, type RegistrationService } from './accounts/registration.service.ts';
import { createSessionStore } from './accounts/sessions.repository.ts';
import { createSettingsService, type SettingsService } from './accounts/settings.service.ts';
import { createSmsProvider } from './accounts/sms/create-sms-provider.ts';
import { createSmsCodeService, type SmsCodeService } from './accounts/sms/sms-codes.service.ts';
import { createVerificationService, type VerificationService } from './accounts/verification.service.ts';
import { type ActivityService, createActivityService } from './activities/activities.service.ts';
import { type AddressService, createAddressService } from './addresses/addresses.service.ts';
import { type AftersaleService, createAftersaleService } from './aftersales/aftersales.service.ts';
import { type CartService, createCartService } from './cart/cart.service.ts';
import { createQuickOrderService, type QuickOrderService } from './cart/quick-order.service.ts';
import { type CatalogueService, createCatalogueService } from './catalogue/catalogue.service.ts';
import {
  type CatalogueAdminService,
  createCatalogueAdminService,
} from './catalogue/catalogue-admin.service.ts';
import { type CatalogueOptions, createCatalogueOptions } from './catalogue/catalogue-options.service.ts';
import {
  type CatalogueImports,
  createCatalogueImports,
} from './catalogue/imports/catalogue-imports.service.ts';
import { createStructurePool } from './catalogue/structure-search/structure-pool.ts';
import {
  createStructureSearch,
  type StructureSearch,
} from './catalogue/structure-search/structure-search.service.ts';
import { type ChatService, createChatService } from './chat/chat.service.ts';
import { type ChatInbox, createChatInbox } from './chat/chat-inbox.service.ts';
import { upsertCollect } from './collect/collect.repository.ts';
import { type CollectService, createCollectService } from './collect/collect.service.ts';
import { type ComplianceService, createComplianceService } from './compliance/compliance.service.ts';
import { createLicenceService, type LicenceService, memberLicences } from './compliance/licences.service.ts';
import type { Config } from './config.ts';
import { type ContentService, createContentService } from './content/content.service.ts';
import { type ContentPagesService, createContentPagesService } from './content/content-pages.service.ts';
import { createHomeService, type HomeService } from './content/home.service.ts';
import { usableCouponCount } from './coupons/coupon-count.repository.ts';
import { type CouponService, createCouponService } from './coupons/coupons.service.ts';
import { memberCouponStanding } from './coupons/member-standing.ts';
import { accountOf } from './credit/credit.repository.ts';
import { type CreditService, createCreditService } from './credit/credit.service.ts';
import { refundToCredit } from './credit/credit-refund.ts';
import { createDashboardService, type DashboardService } from './dashboard/dashboard.service.ts';
import { createInquiryService, type InquiryService } from './inquiries/inquiries.service.ts';
import { createInvoicingService, type InvoicingService } from './invoicing/invoicing.service.ts';
import { createOrderInvoiceService, type OrderInvoiceService } from './invoicing/order-invoices.service.ts';
import { createLotService, type LotService } from './lots/lots.service.ts';
import { createNoticeService, type NoticeService } from './notices/notices.service.ts';
import { type AuditService, createAuditService } from './operators/audit.service.ts';
import { createOperatorAccess } from './operators/operator-access.service.ts';
import { createOperatorDirectory } from './operators/operator-directory.service.ts';
import { createRolesService, type RolesService } from './operators/roles.service.ts';
import { createStaffService, type StaffService } from './operators/staff.service.ts';
import { createStaffAuthService, type StaffAuthService } from './operators/staff-auth.service.ts';
import { orderEffectPorts } from './order-effects.ts';
import { createOrderService, type OrderService } from './orders/lifecycle.ts';
import { createOrderMachine, type OrderMachine } from './orders/order-machine.service.ts';
import { createPayReminders, messageAndTextReminder, type PayReminders } from './orders/pay-reminders.ts';
import { createPlacementService, type PlacementService } from './orders/placement.service.ts';
import { createPaymentGateway, notifyOrigin } from './payments/gateway/create-gateway.ts';
import {
  createOnlinePaymentService,
  type OnlinePaymentService,
} from './payments/gateway/online-payment.service.ts';
import type { SandboxGateway } from './payments/gateway/sandbox-gateway.ts';
import { createPaymentService, type PaymentService } from './payments/payments.service.ts';
import { createRefundService, type RefundService } from './payments/refunds/refunds.service.ts';
import { scopedDb } from './platform/audit.ts';
import type { Database } from './platform/db.ts';
import type { Deps } from './platform/deps.ts';
import { createOutageLog } from './platform/outage-log.ts';
import { createPageCache } from './platform/page-cache.ts';
import { createSessionService } from './platform/sessions.ts';
import { createSharedState } from './platform/shared-state.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { storageOrigins } from './platform/storage/storage-origins.ts';
import { createPointsService, type PointsService, pointsBalance } from './points/points.service.ts';
import { refundFollowUps } from './refund-follow-ups.ts';
import { createStockService, type StockService } from './stock/stock.service.ts';
import { createTimedNotices, type TimedNotices } from './timed-notices.ts';
import { createUploadService, type UploadService } from './uploads/uploads.service.ts';
import { createWorkbenchService, type WorkbenchService } from './workbench/workbench.service.ts';

/**
 * The composition root's half of `Deps` (platform/deps.ts declares the platform's half): the config
 * and one service per business component, each built by its `createXService({ db, ... })` factory
 * (ADR 0015). Handlers reach services only through here.
 */
declare module './platform/deps.ts' {
  interface Deps {
    config: Config;
    /** Encrypts and decrypts ID numbers at rest (ID_NUMBER_KEY): verification and the sales ledger. */
    idNumbers: IdNumberCipher;
    captchas: CaptchaService;
    /** Roles and permissions, edited by administrators (`staff.manage`). */
    roles: RolesService;
    /** The operator audit log: its writer (`audit`, for dispatch) and its reading (`system.audit`). */
    auditLog: AuditService;
    /** Staff logins (ADR 42): password, second factor, sessions. */
    staffAuth: StaffAuthService;
    /** Staff accounts, managed by administrators (`staff.manage`) and the `npm run ops` CLI. */
    staff: StaffService;
    smsCodes: SmsCodeService;
    auth: AuthService;
    account: AccountService;
    settings: SettingsService;
    registration: RegistrationService;
    verification: VerificationService;
    uploads: UploadService;
    cart: CartService;
    collect: CollectService;
    /** 询价登记 from the zero-result search page (issue 24). */
    inquiries: InquiryService;
    /** 库存 (issue 34): stock movements and bulk stock or price sheets from the console. */
    stock: StockService;
    /** 消息中心: the store's notices to a member. */
    notices: NoticeService;
    members: MemberService;
    quickOrder: QuickOrderService;
    /** Receiving addresses (/user/receive). */
    addresses: AddressService;
    /** Invoice profiles (/user/invoice). */
    invoicing: InvoicingService;
    /** 发票管理 (issue 35): invoices issued for orders, and their 红冲 when money goes back. */
    orderInvoices: OrderInvoiceService;
    /** Controlled chemicals: what a buyer lacks, and the sales ledger. */
    compliance: ComplianceService;
    /** Members' licences and filings, their review and the ledger export. */
    licences: LicenceService;
    /** Orders after placement: lists, pages, transitions, exports, the timed jobs' steps. */
    orders: OrderService;
    /** 批次文件 (ADR 0046): COAs and SDSs per pack size, in the console, on the item page and orders. */
    lots: LotService;
    /** The one way an order changes state (orders/order-machine.ts), with every component's effects. */
    orderMachine: OrderMachine;
    /** Order confirmation and placement (/order). */
    placement: PlacementService;
    /** 在线支付 through the configured gateway (PAYMENT_GATEWAY). */
    onlinePayments: OnlinePaymentService;
    /** The embedded sandbox gateway when PAYMENT_GATEWAY=sandbox (its cashier is served by app.ts). */
    sandboxGateway: SandboxGateway | undefined;
    /** Refunds (issue 35): money back the way it came, the gateway asked, finance's payouts. */
    refunds: RefundService;
    /** 售后 (issue 35): buyers' requests, the staff's queue, return rules. */
    aftersales: AftersaleService;
    /** Payments: `settle` (the one way an order becomes paid), transfers and their review, the record. */
    payments: PaymentService;
    /** 账期: credit accounts, the ledger, statements and repayments. */
    credit: CreditService;
    /** The reminder a day before a long pay window (对公转账, 账期 pending) lapses: SMS, once (ADR 33). */
    payReminders: PayReminders;
    /** The daily notices of what is about to lapse: licences, statements due, coupons (docs/messages.md). */
    timedNotices: TimedNotices;
    /** 个人中心 (/user): the member's numbers from orders, credit, points, coupons and verification. */
    dashboard: DashboardService;
    /** 工作台 (/admin): what waits for operators, by their permissions, and the orders and sales. */
    workbench: WorkbenchService;
    /** 积分: the ledger, the points mall and redemption orders. */
    points: PointsService;
    content: ContentService;
    /** Articles, solutions, FAQs and about pages (/article, /programme, /issue, /about). */
    contentPages: ContentPagesService;
    /** The home page (/) and the operator's edits of banners, floors, navigation, groups and config. */
    home: HomeService;
    /** Category and brand lists, cached per instance; other services read them (coupons, home). */
    catalogueOptions: CatalogueOptions;
    /** The catalogue as buyers read it: list and search, products, suggestions, options, sitemap, history. */
    catalogue: CatalogueService;
    /** Structure search (/structure, ADR 0059): RDKit in a worker pool, closed with the app. */
    structureSearch: StructureSearch;
    /** 商品 in the console: categories, brands, products and SKUs (issue 34). */
    catalogueAdmin: CatalogueAdminService;
    /** 导入 and 导出 from the console: uploads, dry runs and applies with their progress (issue 34). */
    catalogueImports: CatalogueImports;
    /** Sales activities and their themes (/sales, /sales/theme). */
    activities: ActivityService;
    /** Coupons: the coupon centre, members' coupons, their use on orders, the operator's templates. */
    coupons: CouponService;
    /** 在线客服 (ADR 0054): the buyer's conversation and its messages; the streams read through it. */
    chat: ChatService;
    /** 在线客服's staff inbox: conversations, the buyer's context, assigning, quick replies. */
    chatInbox: ChatInbox;
  }
}

/** Builds every service once, handing each what it uses; app.ts serves them, tests build the app. */
export async function createDeps(config: Config, database: Database, log: FastifyBaseLogger): Promise<Deps> {
  // Inside an operator write every service's queries go to that write's transaction (ADR 43).
  const db = scopedDb(database.db);
  const auditLog = createAuditService({ db });
  const cacheMs = config.CONTENT_CACHE_SECONDS * 1000;
  const storage = await createStorage(config);
  const shared = await createSharedState({
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    log,
  });
  const pageCache = createPageCache({
    ttlSeconds: config.PAGE_CACHE_SECONDS,
    staleSeconds: config.PAGE_CACHE_STALE_SECONDS,
    maxBytes: config.PAGE_CACHE_MAX_MB * 2 ** 20,
    bus: shared.bus,
  });
  const idNumbers = createIdNumberCipher(idNumberKeys(config));
  const staffAuth = createStaffAuthService({
    db,
    idleMinutes: config.STAFF_IDLE_MINUTES,
    issuer: config.SHOP_NAME,
    secrets: {
      seal: (secret, staffId) => idNumbers.sealSecret(secret, 'totp', staffId),
      open: (stored, staffId) => idNumbers.openSecret(stored, 'totp', staffId),
    },
  });
  const operators = createOperatorAccess({ db, staffAuth });
  const sessions = createSessionService({
    store: createSessionStore({ db }),
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxDays: config.SESSION_MAX_DAYS,
  });
  const captchas = createCaptchaService({ db });
  const catalogueOptions = createCatalogueOptions({ db, ttlMs: cacheMs, forgetOn: pageCache });
  // The receiving account from the settings is the default until an operator sets one (系统配置).
  const transferBank = {
    account_name: config.TRANSFER_ACCOUNT_NAME,
    bank_name: config.TRANSFER_BANK_NAME,
    account_no: config.TRANSFER_ACCOUNT_NO,
  };
  const content = createContentService({ db, ttlMs: cacheMs, forgetOn: pageCache, transferBank });
  const sms = createSmsProvider(config, log);
  const smsCodes = createSmsCodeService({
    db,
    sms,
    captchas,
    captchaAfter: config.SMS_CAPTCHA_AFTER,
    resendSeconds: config.SMS_RESEND_SECONDS,
    ipHourLimit: config.SMS_IP_HOUR_LIMIT,
    shopName: config.SHOP_NAME,
  });
  const uploads = createUploadService({
    db,
    storage,
    quota: { dailyBytes: config.UPLOAD_DAILY_BYTES, dailyCount: config.UPLOAD_DAILY_COUNT },
  });
  const compliance = createComplianceService({
    db,
    idNumbers,
    licenceClasses: config.CONTROLLED_LICENCE_CLASSES,
  });
  const coupons = createCouponService({ db, catalogueOptions });
  const phoneOf = async (userId: number) => (await findUserById(db, userId))?.phone;
  const notices = createNoticeService({ db, sms, phoneOf, shopName: config.SHOP_NAME, log });
  const stock = createStockService({ db, staff: createOperatorDirectory({ db }) });
  const payment = await createPaymentGateway(config, log, db);
  const refunds = createRefundService({
    db,
    gateway: payment.gateway,
    creditRefund: refundToCredit,
    notices,
    log,
    uploads,
    // Called only once a refund settles, by then `refunds` is defined.
    followUps: refundFollowUps((handle, orderId) => refunds.share(handle, orderId)),
  });
  // What each transition runs beside its state change, from the component that owns those rows (ADR 0027).
  const orderMachine = createOrderMachine(orderEffectPorts({ notices, refunds }));
  const payments = createPaymentService({
    db,
    notices,
    orders: orderMachine,
    uploads,
    bank: async () => {
      const bank = await content.transferBank();
      return { accountName: bank.account_name, bankName: bank.bank_name, accountNo: bank.account_no };
    },
    payMinutes: config.ORDER_PAY_MINUTES,
    transferPayDays: config.TRANSFER_PAY_DAYS,
    creditShort: async (tx, userId, payableFen) => {
      const account = await accountOf(tx, userId);
      return !account || account.limitFen - account.outstandingFen < payableFen;
    },
  });
  const payReminders = createPayReminders({
    db,
    log,
    port: messageAndTextReminder({ db, notices, sms, shopName: config.SHOP_NAME, log }),
  });
  const credit = createCreditService({
    db,
    notices,
    payments,
    uploads,
    shopName: config.SHOP_NAME,
    bank: content.transferBank,
  });
  const account = createAccountService({
    db,
    uploads,
    usableCoupons: (userId, at) => usableCouponCount(db, userId, at),
    unreadNotices: notices.unread,
  });
  const lots = createLotService({ db, uploads });
  const orderInvoices = createOrderInvoiceService({ db });
  const catalogue = createCatalogueService({
    db,
    catalogueOptions,
    sdsOf: lots.sdsOf,
    listCache: { ttlMs: config.LIST_CACHE_SECONDS * 1000, forgetOn: pageCache },
  });
  const orders = createOrderService({
    db,
    autoCompleteDays: config.ORDER_AUTO_COMPLETE_DAYS,
    shopName: config.SHOP_NAME,
    machine: orderMachine,
    awaitingTransfers: payments.awaitingTransfers,
    paymentsOf: payments.ofOrder,
    liveCoas: lots.liveCoas,
    refunds,
    invoices: orderInvoices,
    // Built below (it needs the payment service); the sweep calls it long after start.
    settleOpenTrade: (orderId) => onlinePayments.settleOpenTrade(orderId),
  });
  const onlinePayments = createOnlinePaymentService({
    db,
    gateway: payment.gateway,
    payments,
    shopName: config.SHOP_NAME,
    notifyOrigin: notifyOrigin(config),
    log,
    refundLate: refunds.refundLate,
  });
  const placement = createPlacementService({ db, config, compliance, coupons, orders: orderMachine });
  const members = createMemberService({
    db,
    standing: {
      points: (userId) => pointsBalance(db, userId),
      credit: (userId) => accountOf(db, userId),
      licences: async (userId) => (await memberLicences({ db, uploads }, userId)).list,
      coupons: (userId) => memberCouponStanding(db, userId),
    },
  });
  const inquiries = createInquiryService({
    db,
    staff: createOperatorDirectory({ db }),
    notify: { sms, shopName: config.SHOP_NAME, phoneOf },
    notices,
    log,
  });
  const chat = createChatService({
    db,
    bus: shared.chat,
    uploads,
    hours: content.chatWorkingHours,
    // An offline message is left as an inquiry, limited like any other by where it came from.
    leaveInquiry: async ({ text, contact }, from) =>
      (
        await inquiries.create(
          {
            name: `在线客服留言：${text}`.slice(0, 100),
            cas: '',
            quantity: '—',
            contact,
            keyword: '在线客服',
          },
          { userId: from.userId, ip: from.key },
        )
      ).id,
    phoneOf,
    log,
  });
  return {
    config,
    idNumbers,
    db,
    transport: await createTransport({
      cipherKey: config.API_CIPHER_KEY,
      signSecret: config.API_SIGN_SECRET,
    }),
    replay: shared.replay,
    shared,
    pageCache,
    outages: createOutageLog(),
    sessions,
    operators,
    roles: createRolesService({ db }),
    audit: auditLog.log,
    auditLog,
    staffAuth,
    staff: createStaffService({ db }),
    storage,
    captchas,
    smsCodes,
    auth: createAuthService({ db, sessions, smsCodes, accounts: account }),
    account,
    settings: createSettingsService({ db, smsCodes, sessionIdleMinutes: config.SESSION_IDLE_MINUTES }),
    registration: createRegistrationService({ db, accounts: account }),
    verification: createVerificationService({
      db,
      uploads,
      idNumbers,
      operators,
      notices,
    }),
    uploads,
    cart: createCartService({ db, compliance, addToCollect: upsertCollect }),
    collect: createCollectService({ db }),
    notices,
    members,
    stock,
    inquiries,
    quickOrder: createQuickOrderService({ db, compliance }),
    addresses: createAddressService({ db }),
    invoicing: createInvoicingService({ db }),
    orderInvoices,
    compliance,
    placement,
    payments,
    refunds,
    aftersales: createAftersaleService({ db, compliance, refunds, stock, uploads }),
    credit,
    payReminders,
    timedNotices: createTimedNotices({ db, notices }),
    orders,
    lots,
    orderMachine,
    dashboard: createDashboardService({ db, orders, credit, awaitingTransfers: payments.awaitingTransfers }),
    workbench: createWorkbenchService({ db, permissionsOf: operators.permissionsOf }),
    points: createPointsService({ db, placement }),
    licences: createLicenceService({
      db,
      uploads,
      idNumbers,
      operators,
      ledgerMaxDays: config.LEDGER_EXPORT_MAX_DAYS,
      notices,
    }),
    onlinePayments,
    sandboxGateway: payment.sandbox,
    content,
    contentPages: createContentPagesService({ db, richText: { imageOrigins: storageOrigins(config) } }),
    catalogueOptions,
    catalogue,
    structureSearch: createStructureSearch({ db, pool: createStructurePool(), cards: catalogue.cards }),
    catalogueAdmin: createCatalogueAdminService({ db, uploads }),
    catalogueImports: createCatalogueImports({ db, dataDir: config.DATA_DIR, storage }),
    home: createHomeService({ db, ttlMs: cacheMs, forgetOn: pageCache, catalogueOptions, transferBank }),
    activities: createActivityService({ db }),
    coupons,
    chat,
    chatInbox: createChatInbox({
      db,
      chat,
      buyers: {
        member: (userId) => members.detail(userId),
        credit: (userId) => accountOf(db, userId),
        mayChat: async (staffId) => (await operators.permissionsOf(staffId))?.has('service.chat') ?? false,
        colleagues: () => createOperatorDirectory({ db }).holding('service.chat'),
      },
    }),
  };
}
