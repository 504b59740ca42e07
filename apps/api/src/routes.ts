import { accountRoutes } from './accounts/accounts.routes.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { memberRoutes } from './accounts/members.routes.ts';
import { registrationRoutes } from './accounts/registration.routes.ts';
import { settingsRoutes } from './accounts/settings.routes.ts';
import { verificationRoutes } from './accounts/verification.routes.ts';
import { verificationReviewRoutes } from './accounts/verification-review.routes.ts';
import { activityRoutes } from './activities/activities.routes.ts';
import { addressRoutes } from './addresses/addresses.routes.ts';
import { aftersaleRoutes } from './aftersales/aftersales.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { quickRoutes } from './cart/quick.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { catalogueAdminRoutes } from './catalogue/catalogue-admin.routes.ts';
import { catalogueOptionRoutes } from './catalogue/catalogue-options.routes.ts';
import { historyRoutes } from './catalogue/history.routes.ts';
import { catalogueImportRoutes } from './catalogue/imports/catalogue-imports.routes.ts';
import { sitemapRoutes } from './catalogue/sitemap.routes.ts';
import { structureSearchRoutes } from './catalogue/structure-search/structure-search.routes.ts';
import { suggestRoutes } from './catalogue/suggest.routes.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { collectRoutes } from './collect/collect.routes.ts';
import { complianceRoutes } from './compliance/compliance.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { contentPageRoutes } from './content/content-pages.routes.ts';
import { homeRoutes } from './content/home.routes.ts';
import { couponRoutes } from './coupons/coupons.routes.ts';
import { couponAdminRoutes } from './coupons/coupons-admin.routes.ts';
import { creditRoutes } from './credit/credit.routes.ts';
import { creditAdminRoutes } from './credit/credit-admin.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { inquiryRoutes } from './inquiries/inquiries.routes.ts';
import { invoicingRoutes } from './invoicing/invoicing.routes.ts';
import { orderInvoiceRoutes } from './invoicing/order-invoices.routes.ts';
import { lotRoutes } from './lots/lots.routes.ts';
import { noticeRoutes } from './notices/notices.routes.ts';
import { auditRoutes } from './operators/audit.routes.ts';
import { roleRoutes } from './operators/roles.routes.ts';
import { staffRoutes } from './operators/staff.routes.ts';
import { operatorOrderRoutes } from './orders/operator-orders.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { placementRoutes } from './orders/placement.routes.ts';
import { onlinePaymentRoutes } from './payments/gateway/online-payment.routes.ts';
import { paymentRoutes } from './payments/payments.routes.ts';
import { refundRoutes } from './payments/refunds/refunds.routes.ts';
import type { AnyRoute } from './platform/route.ts';
import { pointsRoutes } from './points/points.routes.ts';
import { pointsAdminRoutes } from './points/points-admin.routes.ts';
import { regionRoutes } from './regions/regions.routes.ts';
import { stockRoutes } from './stock/stock.routes.ts';
import { uploadRoutes } from './uploads/uploads.routes.ts';
import { workbenchRoutes } from './workbench/workbench.routes.ts';

/** The API's route table: the transport serves it and docs/api.md is generated from it. */
export const allRoutes: AnyRoute[] = [
  ...accountRoutes,
  ...authRoutes,
  ...registrationRoutes,
  ...settingsRoutes,
  ...verificationRoutes,
  ...verificationReviewRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...operatorOrderRoutes,
  ...lotRoutes,
  ...paymentRoutes,
  ...refundRoutes,
  ...aftersaleRoutes,
  ...catalogueOptionRoutes,
  ...catalogueRoutes,
  ...catalogueAdminRoutes,
  ...catalogueImportRoutes,
  ...suggestRoutes,
  ...structureSearchRoutes,
  ...historyRoutes,
  ...sitemapRoutes,
  ...collectRoutes,
  ...inquiryRoutes,
  ...chatRoutes,
  ...stockRoutes,
  ...noticeRoutes,
  ...memberRoutes,
  ...quickRoutes,
  ...contentRoutes,
  ...contentPageRoutes,
  ...homeRoutes,
  ...regionRoutes,
  ...uploadRoutes,
  ...placementRoutes,
  ...addressRoutes,
  ...invoicingRoutes,
  ...orderInvoiceRoutes,
  ...complianceRoutes,
  ...onlinePaymentRoutes,
  ...creditRoutes,
  ...creditAdminRoutes,
  ...dashboardRoutes,
  ...activityRoutes,
  ...couponRoutes,
  ...couponAdminRoutes,
  ...pointsRoutes,
  ...pointsAdminRoutes,
  ...roleRoutes,
  ...auditRoutes,
  ...workbenchRoutes,
  ...staffRoutes,
];
