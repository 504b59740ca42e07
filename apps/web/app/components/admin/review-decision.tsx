import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { confirmDialog, toastSuccess } from '../../lib/ui/feedback';
import { Button } from './kit';
import { ReasonButton } from './reason-button';

type Review =
  | { approve: '/admin/verifications/approve'; reject: '/admin/verifications/reject' }
  | { approve: '/admin/licences/approve'; reject: '/admin/licences/reject' };

/** 通过 (after a confirmation) and 驳回 (with the reason the member will read) of one pending submission. */
export function ReviewDecision({ id, paths, what }: { id: number; paths: Review; what: string }) {
  const { revalidate } = useRevalidator();
  async function approve() {
    if (!(await confirmDialog({ content: `确定通过这份${what}吗？` }))) return;
    try {
      await api.post(paths.approve, { id });
      toastSuccess(`已通过该${what}`);
      await revalidate();
    } catch {
      // The client has shown why.
    }
  }
  return (
    <div className="lm-console__actions">
      <Button type="primary" onClick={approve}>
        通过
      </Button>
      <ReasonButton
        label="驳回"
        title={`驳回${what}`}
        reasonLabel="驳回原因（必填，会员可见）"
        onConfirm={async (reason) => {
          await api.post(paths.reject, { id, reason });
          toastSuccess(`已驳回该${what}`);
          await revalidate();
          return true;
        }}
      />
    </div>
  );
}
