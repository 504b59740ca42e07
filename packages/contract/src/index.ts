import type { z } from 'zod';
import * as aboutPages from './about-pages.ts';
import * as accounts from './accounts.ts';
import * as activities from './activities.ts';
import * as addresses from './addresses.ts';
import * as aftersales from './aftersales.ts';
import * as articles from './articles.ts';
import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as cart from './cart.ts';
import * as catalogue from './catalogue.ts';
import * as catalogueAdmin from './catalogue-admin.ts';
import * as catalogueImports from './catalogue-imports.ts';
import * as catalogueOptions from './catalogue-options.ts';
import * as chat from './chat.ts';
import * as collect from './collect.ts';
import * as compliance from './compliance.ts';
import * as content from './content.ts';
import * as coupons from './coupons.ts';
import * as credit from './credit.ts';
import * as dashboard from './dashboard.ts';
import type { RouteContract } from './define.ts';
import * as faqs from './faqs.ts';
import * as history from './history.ts';
import * as home from './home.ts';
import * as inquiries from './inquiries.ts';
import * as invoicing from './invoicing.ts';
import * as lotDocuments from './lot-documents.ts';
import * as members from './members.ts';
import * as notices from './notices.ts';
import * as onlinePayment from './online-payment.ts';
import * as operatorOrders from './operator-orders.ts';
import * as orderInvoices from './order-invoices.ts';
import * as orderPlacement from './order-placement.ts';
import * as orders from './orders.ts';
import * as payments from './payments.ts';
import * as points from './points.ts';
import * as quick from './quick.ts';
import * as refunds from './refunds.ts';
import * as regions from './regions.ts';
import * as registration from './registration.ts';
import * as roles from './roles.ts';
import * as settings from './settings.ts';
import * as sitemap from './sitemap.ts';
import * as solutions from './solutions.ts';
import * as staff from './staff.ts';
import * as stock from './stock.ts';
import * as structureSearch from './structure-search.ts';
import * as suggest from './suggest.ts';
import * as uploads from './uploads.ts';
import * as verification from './verification.ts';
import * as verificationReview from './verification-review.ts';
import * as workbench from './workbench.ts';

export type { Access, AccessRule, RouteContract } from './define.ts';
export { defineContract } from './define.ts';
export {
  type CreditRefusal,
  type ErrorCode,
  type ErrorObj,
  errorAnswers,
  type FailedEnvelope,
  fieldErrors,
  type PaymentInProgress,
} from './error-answers.ts';
export {
  ADMIN_ROLE,
  allPermissions,
  changesVisitorPages,
  isPermission,
  type Permission,
  type PermissionGroup,
  type PermissionInfo,
  permissionGroups,
  permissionLabel,
  permissionList,
} from './permissions.ts';

/** A module's exports that are route contracts (modules also export constants and field schemas). */
type ContractsOf<M> = { [K in keyof M as M[K] extends RouteContract ? K : never]: M[K] };

const modules = {
  accounts,
  auth,
  registration,
  settings,
  verification,
  verificationReview,
  cart,
  orders,
  operatorOrders,
  collect,
  quick,
  catalogueOptions,
  catalogueImports,
  catalogue,
  catalogueAdmin,
  history,
  suggest,
  inquiries,
  sitemap,
  content,
  articles,
  solutions,
  faqs,
  aboutPages,
  home,
  regions,
  uploads,
  orderPlacement,
  addresses,
  invoicing,
  lotDocuments,
  compliance,
  onlinePayment,
  credit,
  payments,
  refunds,
  orderInvoices,
  aftersales,
  dashboard,
  activities,
  coupons,
  points,
  roles,
  members,
  audit,
  workbench,
  staff,
  notices,
  stock,
  chat,
  structureSearch,
};

type AllContracts = {
  [M in keyof typeof modules]: ContractsOf<(typeof modules)[M]>[keyof ContractsOf<(typeof modules)[M]>];
}[keyof typeof modules];

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'payload' in value &&
  'answer' in value;

/** Every call of the store API, in one list: the API implements exactly these (a test checks it). */
export const routeContracts: readonly RouteContract[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(isContract),
);

type RoutesOf<M extends 'GET' | 'POST'> = {
  [C in AllContracts as C extends { method: M; path: infer P extends string } ? P : never]: C;
};
export type GetRoutes = RoutesOf<'GET'>;
export type PostRoutes = RoutesOf<'POST'>;
export type GetPath = keyof GetRoutes;
export type PostPath = keyof PostRoutes;

/** What a caller may send: the payload schema's input (defaults may be left out). */
export type PayloadOf<C> = C extends { payload: infer P extends z.ZodType } ? z.input<P> : never;
/** What arrives: the answer schema's output, the member's shape where visitors get less. */
export type AnswerOf<C> = C extends { answer: infer A extends z.ZodType } ? z.output<A> : never;

export type GetPayload<P extends GetPath> = PayloadOf<GetRoutes[P]>;
export type GetAnswer<P extends GetPath> = AnswerOf<GetRoutes[P]>;
export type PostPayload<P extends PostPath> = PayloadOf<PostRoutes[P]>;
export type PostAnswer<P extends PostPath> = AnswerOf<PostRoutes[P]>;
