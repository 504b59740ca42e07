import type { GetAnswer } from '@labmall/contract';
import { chinaMinute } from '@labmall/rules';
import { Button } from 'antd';
import { api } from '../../lib/api/browser';
import { confirmDialog, toastSuccess } from '../../lib/ui/feedback';

export type SessionEntry = GetAnswer<'/user/sessions'>[number];

/** 登录设备: every live login of the member, this one marked; any other can be ended from here. */
export function SessionsList({
  sessions,
  onChanged,
}: {
  sessions: SessionEntry[];
  onChanged: () => Promise<void>;
}) {
  const end = async (session: SessionEntry) => {
    if (!(await confirmDialog({ content: `确定让“${session.device}”上的登录退出吗？` }))) return;
    try {
      await api.post('/user/sessions/end', { id: session.id });
    } catch {
      return; // the client has shown why
    }
    toastSuccess('该设备已退出登录');
    await onChanged();
  };

  return (
    <ul className="lm-sessions" aria-label="登录设备列表">
      {sessions.map((session) => (
        <li key={session.id} className="lm-sessions__item">
          <div>
            <div className="lm-sessions__device">
              {session.device}
              {session.current ? <span className="lm-tag">当前设备</span> : null}
            </div>
            <div className="lm-sessions__meta">
              登录于 {chinaMinute(session.created_at)} · 最近活动 {chinaMinute(session.last_seen_at)}
              {session.ip ? ` · IP ${session.ip}` : ''}
            </div>
          </div>
          {session.current ? null : (
            <Button
              size="small"
              onClick={() => void end(session)}
              aria-label={`退出该设备：${session.device}`}
            >
              退出该设备
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
