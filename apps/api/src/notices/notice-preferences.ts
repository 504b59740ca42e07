import {
  groupOfNotice,
  NOTICE_GROUP_CODES,
  NOTICE_GROUPS,
  NOTICE_KIND_LABELS,
  type NoticeGroup,
  type NoticeKind,
  SMS_BY_DEFAULT,
} from '@labmall/contract/notice-kinds';
import type { Db } from '../platform/db.ts';
import type { NoticeSms } from './notice-sms.ts';
import { saveSmsChoice, smsChoices } from './notices.repository.ts';

/** What the preferences ask of the SMS provider: whether it has a kind's template (notice-sms.ts). */
export type SmsTemplates = Pick<NoticeSms, 'sends'>;

/**
 * 账户设置 › 短信通知: a member's choice, per notice group, of what also goes out by SMS, and the one
 * place that decides whether a notice is texted (`wantsSms`): the provider has the kind's template and
 * the member wants the kind's group.
 */
export function createNoticePreferences({ db, sms, now }: { db: Db; sms: SmsTemplates; now: () => Date }) {
  // Every kind has a template of its own name; the provider may not have it registered.
  const canText = (kind: NoticeKind) => sms.sends(kind);
  const chosen = (choices: Map<string, boolean>, group: NoticeGroup) =>
    choices.get(group) ?? SMS_BY_DEFAULT[group] ?? false;

  return {
    async wantsSms(userId: number, kind: NoticeKind): Promise<boolean> {
      if (!canText(kind)) return false;
      return chosen(await smsChoices(db, userId), groupOfNotice(kind));
    },

    async preferences(userId: number) {
      const choices = await smsChoices(db, userId);
      return {
        list: NOTICE_GROUP_CODES.map((group) => {
          const kinds: readonly NoticeKind[] = NOTICE_GROUPS[group].kinds;
          return {
            group,
            label: NOTICE_GROUPS[group].label,
            kinds: kinds.map((kind) => NOTICE_KIND_LABELS[kind]),
            sms: chosen(choices, group),
            sms_available: kinds.some(canText),
          };
        }),
      };
    },

    async save(userId: number, group: NoticeGroup, on: boolean) {
      await saveSmsChoice(db, userId, group, on, now());
      return { group, sms: on };
    },
  };
}
