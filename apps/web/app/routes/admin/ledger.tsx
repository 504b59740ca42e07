import { Code } from '@labmall/protocol';
import { chinaDate, chinaMinute } from '@labmall/rules';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { downloadBase64 } from '../../components/admin/download';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Table } from '../../components/admin/kit';
import { pageIndex } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { api } from '../../lib/api/browser';
import { fieldMessagesOf } from '../../lib/api/errors';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import type { Route } from './+types/ledger';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_SIZE = 20;
const KIND_LABELS = { sale: '销售', return: '退货' } as const;

/**
 * The range from the URL (a shared link keeps it), by default this month so far, China time, and that
 * range's page of the ledger; a range the API refuses lists nothing (the form says why on export).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const today = chinaDate(new Date());
  const from = search.get('from') ?? '';
  const until = search.get('until') ?? '';
  const range = {
    from: DATE.test(from) ? from : `${today.slice(0, 8)}01`,
    until: DATE.test(until) ? until : today,
  };
  const index = pageIndex(search);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/controlled-sales', { ...range, index, pageSize: PAGE_SIZE });
  if (answer.code === Code.INVALID) return { ...range, index, total: 0, list: [] };
  if (answer.code !== Code.OK) refused(answer.code);
  return { ...range, index, ...answer.obj };
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
  const { index, total, list } = loaderData;
  const navigate = useNavigate();
  const [from, setFrom] = useState(loaderData.from);
  const [until, setUntil] = useState(loaderData.until);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  /** Lists the range picked (the loader reads it from the URL). */
  function show() {
    const wrong = rangeProblem(from, until);
    setProblem(wrong);
    if (!wrong) navigate(`?from=${from}&until=${until}`);
  }

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
      <p>
        按北京时间日期查询或导出，含起止两日；售后收回的货物记为退货，换货补发记为销售。身份证号与联系电话只在导出的文件中，按您的权限完整导出或以掩码导出。
      </p>
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
          <Button htmlType="button" onClick={show}>
            查询
          </Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            导出 Excel
          </Button>
        </div>
      </form>
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 1560 }}
        locale={emptyText(`${loaderData.from} 至 ${loaderData.until} 没有台账记录`)}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page) => navigate(`?from=${loaderData.from}&until=${loaderData.until}&index=${page}`),
        }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 150, render: (at: string) => chinaMinute(at) },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 70,
            render: (kind: keyof typeof KIND_LABELS) => KIND_LABELS[kind],
          },
          {
            title: '订单号',
            dataIndex: 'order_number',
            width: 190,
            // A link also gives the sideways-scrolling table something to focus (axe).
            render: (number: string) => <Link to={`/admin/orders/${number}`}>{number}</Link>,
          },
          {
            title: '售后单号',
            dataIndex: 'aftersale_id',
            width: 90,
            render: (id: number | null) => (id === null ? '—' : id),
          },
          {
            title: '购买人',
            key: 'buyer',
            width: 200,
            render: (_, r) => (r.organisation ? `${r.buyer}（${r.organisation}）` : r.buyer),
          },
          {
            title: '商品',
            key: 'product',
            width: 260,
            render: (_, r) => `${r.product} ${r.sku} ${r.pack}`,
          },
          { title: '数量', dataIndex: 'quantity', width: 70 },
          { title: '管制类别', dataIndex: 'classes', width: 180 },
          { title: '证照编号', dataIndex: 'licence', width: 140 },
          { title: '备注', dataIndex: 'note', width: 150 },
        ]}
      />
    </section>
  );
}
