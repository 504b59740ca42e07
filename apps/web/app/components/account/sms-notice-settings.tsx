import type { GetAnswer } from '@labmall/contract';
import { Switch } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';

export type SmsPreference = GetAnswer<'/user/notice/preferences'>['list'][number];

/**
 * 短信通知: one switch per notice group, saved as soon as it is flipped. A group none of whose kinds
 * the store's SMS provider has a template for cannot be texted, and says so.
 */
export function SmsNoticeSettings({ preferences }: { preferences: SmsPreference[] }) {
  const [on, setOn] = useState(() => new Map(preferences.map((p) => [p.group, p.sms])));
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (group: SmsPreference['group'], sms: boolean) => {
    setSaving(group);
    try {
      await api.post('/user/notice/preferences/save', { group, sms });
      setOn((current) => new Map(current).set(group, sms));
      toastSuccess(sms ? '已开启短信通知' : '已关闭短信通知');
    } catch {
      // the client has shown why; the switch stays as it was
    } finally {
      setSaving(null);
    }
  };

  return (
    <ul className="lm-sms-prefs" aria-label="短信通知分类">
      {preferences.map((p) => {
        const label = `sms-pref-${p.group}`;
        return (
          <li key={p.group} className="lm-sms-prefs__item">
            <div>
              <div id={label} className="lm-sms-prefs__label">
                {p.label}
              </div>
              <div id={`${label}-kinds`} className="lm-sms-prefs__kinds">
                {p.kinds.join('、')}
              </div>
            </div>
            <span className="lm-sms-prefs__control">
              {p.sms_available ? null : <span className="lm-sms-prefs__muted">暂不支持短信</span>}
              <Switch
                aria-labelledby={label}
                aria-describedby={`${label}-kinds`}
                checked={p.sms_available && (on.get(p.group) ?? false)}
                disabled={!p.sms_available}
                loading={saving === p.group}
                onChange={(checked) => void save(p.group, checked)}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
