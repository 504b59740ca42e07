import type { GetAnswer } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { FINANCE_PAGE_SIZE } from '../../components/admin/finance/list-query';
import { OpenCredit } from '../../components/admin/finance/open-credit';
import { Button, Input, Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/finance-credit';

type Account = GetAnswer<'/admin/credit/accounts'>['list'][number];

/** The list's filters as they stand in the URL: a keyword (phone or organisation), only those owing. */
function filtersOf(search: URLSearchParams) {
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, 60),
    owing: search.get('owing') === '1',
    index: Math.max(1, Number.parseInt(search.get('index') ?? '1', 10) || 1),
  };
}

function searchOf(filters: { keyword: string; owing: boolean; index: number }) {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.owing) search.set('owing', '1');
  if (filters.index > 1) search.set('index', String(filters.index));
  return `?${search}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = filtersOf(new URL(request.url).searchParams);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/credit/accounts', { ...filters, pageSize: FINANCE_PAGE_SIZE });
  if (answer.code === Code.INVALID) return { filters, total: 0, list: [], problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { filters, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('账期账户', matches[0].loaderData?.shopName);

export default function CreditAccountsPage({ loaderData }: Route.ComponentProps) {
  const { filters, total, list, problem } = loaderData;
  const navigate = useNavigate();
  const may = useMay();
  return (
    <section className="lm-console__panel" aria-labelledby="credit-title">
      <h2 id="credit-title">账期账户</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选账期账户">
        <div className="lm-console__field">
          <label htmlFor="f-keyword">手机号或单位</label>
          <Input id="f-keyword" name="keyword" defaultValue={filters.keyword} allowClear maxLength={60} />
        </div>
        <label>
          欠款
          <select name="owing" defaultValue={filters.owing ? '1' : ''}>
            <option value="">全部</option>
            <option value="1">只看有欠款的</option>
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/finance/credit">重置</Link>
        </div>
      </Form>
      {may('finance.credit') && may('members.view') ? <OpenCredit /> : null}
      <p>已开通账期的会员（额度大于 0 或仍有欠款），欠款多的在前。</p>
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        rowKey="user_id"
        dataSource={list}
        scroll={{ x: 900 }}
        locale={{ emptyText: filters.keyword || filters.owing ? '暂无符合条件的账期账户' : '暂无账期账户' }}
        pagination={{
          current: filters.index,
          pageSize: FINANCE_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 户`,
          onChange: (index) => navigate(searchOf({ ...filters, index })),
        }}
        columns={[
          {
            title: '会员',
            dataIndex: 'phone',
            render: (phone: string, row: Account) => (
              <Link to={`/admin/finance/credit/${row.user_id}`}>{phone}</Link>
            ),
          },
          { title: '单位', dataIndex: 'organisation', render: (o: string) => o || '—' },
          { title: '信用额度', dataIndex: 'limit', align: 'right', render: (y: string) => displayYuan(y) },
          { title: '已用', dataIndex: 'outstanding', align: 'right', render: (y: string) => displayYuan(y) },
          { title: '可用', dataIndex: 'available', align: 'right', render: (y: string) => displayYuan(y) },
          { title: '出账日', dataIndex: 'statement_day', render: (d: number) => `每月 ${d} 日` },
          { title: '还款期', dataIndex: 'due_days', render: (d: number) => `出账后 ${d} 天` },
          { title: '更新时间', dataIndex: 'updated_at', render: (at: string) => chinaMinute(at) },
        ]}
      />
    </section>
  );
}
