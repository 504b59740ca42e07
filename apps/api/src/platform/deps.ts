import type { Transport } from '@labmall/protocol';
import type { AuthService } from '../accounts/auth.service.ts';
import type { CaptchaService } from '../accounts/captcha.ts';
import type { IdNumberCipher } from '../accounts/id-numbers/id-number-cipher.ts';
import type { SmsCodeService } from '../accounts/sms/sms-codes.ts';
import type { SmsProvider } from '../accounts/sms/sms-provider.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { CatalogOptions } from '../catalog/catalog-options.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { InvoicingService } from '../invoicing/invoicing.service.ts';
import type { OperatorAccess } from '../operators/operator-access.ts';
import type { OrderService } from '../orders/lifecycle.ts';
import type { PlacementService } from '../orders/placement.service.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { ReplayCache } from './replay-cache.ts';
import type { SessionService } from './sessions.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

/** What handlers and services may use. Built once in app.ts; tests build their own. */
export interface Deps {
  config: Config;
  db: Db;
  transport: Transport;
  replay: ReplayCache;
  sessions: SessionService;
  sms: SmsProvider;
  captchas: CaptchaService;
  smsCodes: SmsCodeService;
  auth: AuthService;
  content: ContentService;
  catalogOptions: CatalogOptions;
  storage: ObjectStorage;
  operators: OperatorAccess;
  /** Encrypts and decrypts ID numbers at rest (ID_NUMBER_KEY). */
  idNumbers: IdNumberCipher;
  /** Orders after placement: lists, pages, transitions, exports, the timed jobs' steps. */
  orders: OrderService;
  /** Order confirmation and placement (orders/placement.service.ts). */
  placement: PlacementService;
  /** Receiving addresses (/user/receive). */
  addresses: AddressService;
  /** Invoice profiles (/user/invoice). */
  invoicing: InvoicingService;
}
