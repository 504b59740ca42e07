import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api/browser';
import { toastError } from '../../../lib/ui/feedback';
import { Button, Input } from '../kit';

const PHONE = /^1\d{10}$/;

/** 开通账期: finds a member by their phone (not in the list until opened) and opens their account page. */
export function OpenCredit() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);

  async function find(event: React.FormEvent) {
    event.preventDefault();
    if (!PHONE.test(phone.trim())) return;
    setBusy(true);
    try {
      const found = await api.get('/admin/members', { keyword: phone.trim(), pageSize: 10 });
      const member = found.list.find((row) => row.phone === phone.trim());
      if (member) navigate(`/admin/finance/credit/${member.id}`);
      else toastError('未找到该手机号的会员');
    } catch {
      // The client has said why (toast).
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="lm-console__filters" onSubmit={find} aria-label="开通账期">
      <div className="lm-console__field">
        <label htmlFor="f-open-phone">为会员开通账期：手机号</label>
        <Input id="f-open-phone" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={11} />
      </div>
      <div className="lm-console__filter-actions">
        <Button htmlType="submit" loading={busy} disabled={!PHONE.test(phone.trim())}>
          查找会员
        </Button>
      </div>
    </form>
  );
}
