import { chinaDate } from '@labmall/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { downloadBase64 } from '../../components/admin/download';
import { Button } from '../../components/admin/kit';
import { api } from '../../lib/api/browser';
import { fieldMessagesOf } from '../../lib/api/errors';
import { toastSuccess } from '../../lib/ui/feedback';
import type { Route } from './+types/ledger';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range from the URL (a shared link keeps it); by default this month so far, China time. */
export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const today = chinaDate(new Date());
  const from = search.get('from') ?? '';
  const until = search.get('until') ?? '';
  return {
    from: DATE.test(from) ? from : `${today.slice(0, 8)}01`,
    until: DATE.test(until) ? until : today,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('管制品台账', matches[0].loaderData?.shopName);

/** Why a range cannot be exported, before asking the server (which checks again, and the longest span). */
function rangeProblem(from: string, until: string) {
  if (!DATE.test(from) || !DATE.test(until)) return '请选择开始日期和结束日期';
  if (until < from) return '结束日期不能早于开始日期';
  return '';
}

export default function LedgerPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(loaderData.from);
  const [until, setUntil] = useState(loaderData.until);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function exportLedger(event: React.FormEvent) {
    event.preventDefault();
    const wrong = rangeProblem(from, until);
    setProblem(wrong);
    if (wrong) return;
    navigate(`?from=${from}&until=${until}`, { replace: true, preventScrollReset: true });
    setBusy(true);
    try {
      // Said above the form, beside the dates, not as a toast.
      const file = await api.get('/admin/controlled-sales/export', { from, until }, { fail: () => false });
      if (file.rows === 0) {
        setProblem(`${from} 至 ${until} 没有管制类商品的销售记录，无需导出`);
        return;
      }
      downloadBase64(file.data, file.file_name, file.content_type);
      toastSuccess(`已导出 ${file.rows} 条销售记录`);
    } catch (error) {
      const fields = fieldMessagesOf(error);
      setProblem(
        fields
          ? Object.values(fields).join('；')
          : error instanceof Error
            ? error.message
            : '导出失败，请稍后重试',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="lm-console__panel" aria-labelledby="ledger-title">
      <h2 id="ledger-title">管制类化学品销售台账</h2>
      <p>按北京时间日期导出，含起止两日；身份证号按您的权限完整导出或以掩码导出。</p>
      <form className="lm-console__filters" onSubmit={exportLedger} aria-label="导出台账">
        <label>
          开始日期
          <input type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} required />
        </label>
        <label>
          结束日期
          <input type="date" name="until" value={until} onChange={(e) => setUntil(e.target.value)} required />
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit" loading={busy}>
            导出 Excel
          </Button>
        </div>
      </form>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
