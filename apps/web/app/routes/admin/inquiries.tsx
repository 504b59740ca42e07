import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { InquiryDrawer, type InquiryRow, inquiryStates } from '../../components/admin/inquiry-drawer';
import { Button, Table, Tag } from '../../components/admin/kit';
import { oneOf, pageIndex, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/inquiries';

const PAGE_SIZE = 20;
const STATES = ['all', 'open', 'answered'] as const;
const ASSIGNEES = ['all', 'me', 'nobody'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = {
    state: oneOf(STATES, search.get('state')),
    assignee: oneOf(ASSIGNEES, search.get('assignee')),
  };
  const index = pageIndex(search);
  const api = context.get(apiContext);
  const answer = await api.getEnvelope('/admin/inquiries', { ...filters, index, pageSize: PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  // Only those who may assign are answered whom to; for the others the list is empty and unused.
  const assignees = await api.getEnvelope('/admin/inquiries/assignees', {});
  return {
    filters,
    index,
    ...answer.obj,
    assignees: assignees.code === Code.OK ? assignees.obj.list : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('询价登记', matches[0].loaderData?.shopName);

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const { filters, index, total, list, assignees } = loaderData;
  const navigate = useNavigate();
  const [opened, setOpened] = useState<InquiryRow | null>(null);
  // The list's fresh row when it is still listed; once answered or assigned it may have left the
  // filtered list, and the drawer keeps the copy its own actions updated.
  const open = list.find((row) => row.id === opened?.id) ?? opened;

  return (
    <section className="lm-console__panel" aria-labelledby="inquiries-title">
      <h2 id="inquiries-title">询价列表</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选询价">
        <label>
          状态
          <select name="state" defaultValue={filters.state}>
            <option value="all">全部</option>
            <option value="open">待回复</option>
            <option value="answered">已回复</option>
          </select>
        </label>
        <label>
          负责人
          <select name="assignee" defaultValue={filters.assignee}>
            <option value="all">全部</option>
            <option value="me">分配给我的</option>
            <option value="nobody">尚未分配</option>
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/inquiries">重置</Link>
        </div>
      </Form>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 900 }}
        locale={{ emptyText: '暂无询价' }}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page) => navigate(toSearch({ ...filters, index: page }) || '?'),
        }}
        columns={[
          { title: '登记时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
          {
            title: '商品名称',
            dataIndex: 'name',
            render: (name: string, row: InquiryRow) => (
              <Button type="link" className="lm-console__link-button" onClick={() => setOpened(row)}>
                {name}
              </Button>
            ),
          },
          { title: 'CAS', dataIndex: 'cas', render: (cas: string) => cas || '—' },
          { title: '数量', dataIndex: 'quantity' },
          { title: '联系方式', dataIndex: 'contact' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: InquiryRow['state']) => (
              <Tag className={state === 'open' ? 'lm-console__tag-alert' : undefined}>
                {inquiryStates[state]}
              </Tag>
            ),
          },
          {
            title: '负责人',
            dataIndex: 'assignee_name',
            render: (name: string) => name || '未分配',
          },
        ]}
      />
      <InquiryDrawer
        inquiry={open}
        assignees={assignees}
        onChange={(change) => setOpened((row) => (row ? { ...row, ...change } : row))}
        onClose={() => setOpened(null)}
      />
    </section>
  );
}
