import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { confirmDialog, toastSuccess } from '../../lib/ui/feedback';
import { Button, Input, InputNumber } from './kit';
import { ReasonButton } from './reason-button';

/** 停用登录 (with a reason, which the member page shows) and 恢复登录 (after a confirmation). */
export function LoginSwitch({ id, disabled }: { id: number; disabled: boolean }) {
  const { revalidate } = useRevalidator();
  if (!disabled) {
    return (
      <ReasonButton
        label="停用登录"
        title="停用该会员的登录"
        reasonLabel="停用原因（必填）：停用后会员的所有登录立即失效"
        onConfirm={async (reason) => {
          await api.post('/admin/members/disable', { id, reason });
          toastSuccess('已停用该会员的登录');
          await revalidate();
          return true;
        }}
      />
    );
  }
  async function enable() {
    if (!(await confirmDialog({ content: '确定恢复该会员的登录吗？' }))) return;
    try {
      await api.post('/admin/members/enable', { id });
      toastSuccess('已恢复该会员的登录');
      await revalidate();
    } catch {
      // The client has shown why.
    }
  }
  return <Button onClick={enable}>恢复登录</Button>;
}

/** 调整积分: a whole number (negative takes points away) and the reason the member will read. */
export function PointsAdjust({ id }: { id: number }) {
  const { revalidate } = useRevalidator();
  const [delta, setDelta] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function adjust(event: React.FormEvent) {
    event.preventDefault();
    if (!delta) return;
    setBusy(true);
    try {
      const answer = await api.post('/admin/points/adjust', { user_id: id, delta, reason: reason.trim() });
      toastSuccess(`积分已调整，当前余额 ${answer.balance}`);
      setDelta(null);
      setReason('');
      await revalidate();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="lm-console__filters lm-console__subform" onSubmit={adjust} aria-label="调整积分">
      <div className="lm-console__field">
        <label htmlFor="f-delta">调整数量（负数为扣减）</label>
        <InputNumber id="f-delta" value={delta} onChange={setDelta} precision={0} style={{ width: 160 }} />
      </div>
      <div className="lm-console__field">
        <label htmlFor="f-points-reason">调整原因（会员可见）</label>
        <Input
          id="f-points-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          style={{ width: 280, maxWidth: '100%' }}
        />
      </div>
      <div className="lm-console__filter-actions">
        <Button type="primary" htmlType="submit" loading={busy} disabled={!delta || !reason.trim()}>
          调整积分
        </Button>
      </div>
    </form>
  );
}
