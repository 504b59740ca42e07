import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Grid, Table } from '../../components/admin/kit';
import { LicenceFile } from '../../components/admin/licence-file';
import { identificationLabels, licenceStateLabels } from '../../components/admin/member-labels';
import { refused } from '../../components/admin/operator.server';
import { ReviewDecision } from '../../components/admin/review-decision';
import { LICENCE_STATES, licenceFilters, licenceSearch } from '../../components/admin/review-filters';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/licences';

const PAGE_SIZE = 20;
export async function loader({ context, request }: Route.LoaderArgs) {
  const { state, expiring, index } = licenceFilters(new URL(request.url).searchParams);
  const answer = await context.get(apiContext).getEnvelope('/admin/licences', {
    state,
    ...(expiring === null ? {} : { expiring_within_days: expiring }),
    index,
    pageSize: PAGE_SIZE,
  });
  if (answer.code !== Code.OK) refused(answer.code);
  return { state, expiring, index, ...answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('资质证照', matches[0].loaderData?.shopName);

export default function LicencesPage({ loaderData }: Route.ComponentProps) {
  const { state, expiring, index, total, list } = loaderData;
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().lg === true;
  const go = (page: number) => navigate(`?${licenceSearch({ state, expiring, index: page })}`);
  const empty =
    expiring !== null
      ? `暂无 ${expiring} 天内到期的证照`
      : state === 'pending'
        ? '暂无待审核的证照'
        : `暂无${licenceStateLabels[state]}的证照`;

  return (
    <section className="lm-console__panel" aria-labelledby="licences-title">
      <h2 id="licences-title">资质证照</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选证照">
        <label>
          状态
          <select name="state" defaultValue={state}>
            {LICENCE_STATES.map((value) => (
              <option key={value} value={value}>
                {licenceStateLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          到期
          <select name="expiring" defaultValue={expiring === null ? '' : String(expiring)}>
            <option value="">不限</option>
            <option value="30">30 天内到期（已通过的）</option>
            <option value="90">90 天内到期（已通过的）</option>
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/compliance/licences">重置</Link>
        </div>
      </Form>
      {expiring !== null ? <p>只看今天起 {expiring} 天内到期的已通过证照，先到期的在前。</p> : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 1380 }}
        locale={emptyText(empty)}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 份`,
          onChange: go,
        }}
        columns={[
          {
            title: '会员',
            dataIndex: 'phone',
            render: (phone: string, row) => <Link to={`/admin/members/${row.user_id}`}>{phone}</Link>,
          },
          { title: '管制类别', dataIndex: 'kind_label', width: 220 },
          { title: '证照编号', dataIndex: 'number', width: 140 },
          {
            title: '有效期',
            key: 'valid',
            width: 210,
            render: (_, l) => `${l.valid_from} 至 ${l.valid_until}`,
          },
          { title: '状态', dataIndex: 'status', width: 90 },
          {
            title: '会员实名',
            dataIndex: 'identification',
            width: 100,
            render: (n: number) => identificationLabels[n] ?? '未提交',
          },
          {
            title: '证照',
            dataIndex: 'image_url',
            render: (url: string, l) => <LicenceFile url={url} label={l.kind_label} />,
          },
          { title: '提交时间', dataIndex: 'created_at', width: 160, render: (at: string) => chinaMinute(at) },
          ...(state === 'rejected' && expiring === null ? [{ title: '驳回原因', dataIndex: 'reason' }] : []),
          {
            title: '操作',
            key: 'review',
            width: 170,
            // Kept in sight beside a wide table; on a phone it would take half the screen.
            fixed: wide ? 'right' : undefined,
            render: (_, l) =>
              l.state === 'pending' ? (
                <ReviewDecision
                  id={l.id}
                  what="证照"
                  paths={{ approve: '/admin/licences/approve', reject: '/admin/licences/reject' }}
                />
              ) : (
                '—'
              ),
          },
        ]}
      />
    </section>
  );
}
