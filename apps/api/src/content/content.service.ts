import {
  type AdminConfig,
  type ChatWorkingHours,
  chatWorkingHoursSchema,
  type NavNode,
  type SysConfig,
  sysConfigSchema,
  type TransferBank,
  transferBankSchema,
} from '@labmall/contract/content';
import { SYS_CONFIG_DEFAULTS } from '@labmall/contract/sys-config-defaults';
import type { Db } from '../platform/db.ts';
import { type PurgeSignal, ttlCache } from '../platform/ttl-cache.ts';
import { listNavEntries, type NavRow, readConfig } from './content.repository.ts';

/** What the storefront shows when the merchant has not configured a key yet. */
export const configDefaults: SysConfig = SYS_CONFIG_DEFAULTS;
export const configKeys = Object.keys(configDefaults) as (keyof SysConfig)[];

/** Every key an operator may set, public or not (see `adminConfigSchema`), in the console's order. */
export const adminConfigKeys = [
  ...configKeys,
  'transfer_bank',
  'chat_working_hours',
] as (keyof AdminConfig)[];

/** 在线客服 until an operator sets its hours: 周一至周五 9:00–18:00. */
export const chatHoursDefault: ChatWorkingHours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };

/** The defaults of every key; the receiving account's comes from the server's settings (TRANSFER_*). */
export const adminConfigDefaults = (bank: TransferBank): AdminConfig => ({
  ...configDefaults,
  transfer_bank: bank,
  chat_working_hours: chatHoursDefault,
});

function toTree(rows: NavRow[]): NavNode[] {
  const nodes = new Map<number, NavNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      name: row.name,
      code: row.code,
      link: row.link,
      list: row.list,
      promotion_img: row.promotionImg ?? '',
      children: [],
    });
  }
  const roots: NavNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * Footer configuration, navigation and the chat's working hours: read by every page or message, cached per instance for `ttlMs` or until a
 * purge. The receiving account is read afresh: a changed account must not be shown stale on a payment page.
 */
export function createContentService({
  db,
  ttlMs,
  forgetOn,
  transferBank,
}: {
  db: Db;
  ttlMs: number;
  forgetOn?: PurgeSignal;
  /** The account from the server's settings, until an operator configures `transfer_bank`. */
  transferBank: TransferBank;
}) {
  return {
    async transferBank(): Promise<TransferBank> {
      const parsed = transferBankSchema.safeParse(
        (await readConfig(db, ['transfer_bank'])).get('transfer_bank'),
      );
      return parsed.success ? parsed.data : transferBank;
    },
    // Read on every chat message (bench:chat): cached like the footer, and forgotten on the purge
    // that every operator write (saving the hours too) sets off.
    chatWorkingHours: ttlCache(
      ttlMs,
      async (): Promise<ChatWorkingHours> => {
        const parsed = chatWorkingHoursSchema.safeParse(
          (await readConfig(db, ['chat_working_hours'])).get('chat_working_hours'),
        );
        return parsed.success ? parsed.data : chatHoursDefault;
      },
      forgetOn,
    ),
    sysConfig: ttlCache(
      ttlMs,
      async () => {
        const stored = await readConfig(db, configKeys);
        const result: Record<string, unknown> = { ...configDefaults };
        for (const key of configKeys) {
          const parsed = sysConfigSchema.shape[key].safeParse(stored.get(key));
          // A malformed stored value falls back to the default rather than breaking every page.
          if (parsed.success) result[key] = parsed.data;
        }
        return result as SysConfig;
      },
      forgetOn,
    ),
    navTree: ttlCache(ttlMs, async () => toTree(await listNavEntries(db)), forgetOn),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
