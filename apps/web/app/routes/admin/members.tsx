import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Input, Table } from '../../components/admin/kit';
import {
  MEMBER_FILTER_STATES,
  type MemberFilterState,
  memberStateLabels,
} from '../../components/admin/member-labels';
import { refused } from '../../components/admin/operator.server';
import { pageOf } from '../../components/admin/review-filters';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/members';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const keyword = search.get('keyword')?.trim() ?? '';
  const asked = search.get('state') as MemberFilterState;
  const state = asked && MEMBER_FILTER_STATES.includes(asked) ? asked : 'all';
  const index = pageOf(search);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/members', { keyword, state, index, pageSize: PAGE_SIZE });
  if (answer.code === Code.INVALID)
    return { keyword, state, index, total: 0, list: [], problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { keyword, state, index, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('会员列表', matches[0].loaderData?.shopName);

export default function MembersPage({ loaderData }: Route.ComponentProps) {
  const { keyword, state, index, total, list, problem } = loaderData;
  const navigate = useNavigate();
  const go = (page: number) => {
    const search = new URLSearchParams();
    if (keyword) search.set('keyword', keyword);
    if (state !== 'all') search.set('state', state);
    if (page > 1) search.set('index', String(page));
    navigate(`?${search}`);
  };

  return (
    <section className="lm-console__panel" aria-labelledby="members-title">
      <h2 id="members-title">会员列表</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选会员">
        <div className="lm-console__field">
          <label htmlFor="f-keyword">手机号、姓名或单位</label>
          <Input
            id="f-keyword"
            name="keyword"
            defaultValue={keyword}
            allowClear
            maxLength={60}
            style={{ width: 240 }}
          />
        </div>
        <label>
          状态
          <select name="state" defaultValue={state}>
            {MEMBER_FILTER_STATES.map((value) => (
              <option key={value} value={value}>
                {memberStateLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/members">重置</Link>
        </div>
      </Form>
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 800 }}
        locale={emptyText(keyword || state !== 'all' ? '暂无符合条件的会员' : '暂无会员')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 位会员`,
          onChange: go,
        }}
        columns={[
          {
            title: '手机号',
            dataIndex: 'phone',
            render: (phone: string, row) => <Link to={`/admin/members/${row.id}`}>{phone}</Link>,
          },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '联系人', dataIndex: 'contact_name' },
          { title: '单位', dataIndex: 'organisation' },
          {
            title: '实名认证',
            dataIndex: 'state',
            render: (s: keyof typeof memberStateLabels) => memberStateLabels[s],
          },
          { title: '登录', dataIndex: 'disabled', render: (off: boolean) => (off ? '已停用' : '正常') },
          { title: '注册时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
        ]}
      />
    </section>
  );
}
