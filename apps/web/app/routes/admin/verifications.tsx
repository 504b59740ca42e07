import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Table } from '../../components/admin/kit';
import { verificationKindLabels, verificationStateLabels } from '../../components/admin/member-labels';
import { refused } from '../../components/admin/operator.server';
import { ReviewDecision } from '../../components/admin/review-decision';
import { VERIFICATION_STATES, verificationFilters } from '../../components/admin/review-filters';
import { useMay } from '../../components/admin/use-may';
import { VerificationMaterial } from '../../components/admin/verification-material';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/verifications';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { state, index } = verificationFilters(new URL(request.url).searchParams);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/verifications', { state, index, pageSize: PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  return { state, index, ...answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('实名审核', matches[0].loaderData?.shopName);

export default function VerificationsPage({ loaderData }: Route.ComponentProps) {
  const { state, index, total, list } = loaderData;
  const navigate = useNavigate();
  const may = useMay();
  const go = (page: number) => navigate(`?state=${state}${page > 1 ? `&index=${page}` : ''}`);

  return (
    <section className="lm-console__panel" aria-labelledby="verifications-title">
      <h2 id="verifications-title">实名审核</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选认证申请">
        <label>
          状态
          <select name="state" defaultValue={state}>
            {VERIFICATION_STATES.map((value) => (
              <option key={value} value={value}>
                {verificationStateLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </div>
      </Form>
      <p>点击一行左侧的“+”查看证件资料与照片（点击照片放大）{may('members.review') ? '，并审核' : ''}。</p>
      <Table
        rowKey="id"
        dataSource={list}
        locale={emptyText(state === 'pending' ? '暂无待审核的实名认证申请' : '暂无实名认证申请')}
        expandable={{
          columnTitle: '资料',
          expandedRowRender: (row) => (
            <>
              <VerificationMaterial id={row.id} />
              {row.state === 'pending' && may('members.review') ? (
                <ReviewDecision
                  id={row.id}
                  what="实名认证申请"
                  paths={{ approve: '/admin/verifications/approve', reject: '/admin/verifications/reject' }}
                />
              ) : null}
            </>
          ),
        }}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: go,
        }}
        columns={[
          { title: '提交时间', dataIndex: 'submitted_at', render: (at: string) => chinaMinute(at) },
          {
            title: '会员',
            dataIndex: 'phone',
            render: (phone: string, row) => <Link to={`/admin/members/${row.user_id}`}>{phone}</Link>,
          },
          {
            title: '类型',
            dataIndex: 'kind',
            responsive: ['md'],
            render: (k: string) => verificationKindLabels[k] ?? k,
          },
          { title: '姓名或单位', dataIndex: 'name' },
          {
            title: '状态',
            dataIndex: 'state',
            responsive: ['sm'],
            render: (s: string) => verificationStateLabels[s] ?? s,
          },
          { title: '提醒', dataIndex: 'warning', responsive: ['lg'] },
          {
            title: '审核时间',
            dataIndex: 'reviewed_at',
            responsive: ['md'],
            render: (at: string) => (at ? chinaMinute(at) : '—'),
          },
        ]}
      />
    </section>
  );
}
