import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Link } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { Table, Tag } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import {
  CreateStaff,
  ResetPassword,
  StaffRoles,
  type StaffRow,
  StaffSwitch,
} from '../../components/admin/staff-forms';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/staff';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [staff, roles] = await Promise.all([
    api.getEnvelope('/admin/staff', {}),
    api.getEnvelope('/admin/roles', {}),
  ]);
  if (staff.code !== Code.OK) refused(staff.code);
  if (roles.code !== Code.OK) refused(roles.code);
  return { staff: staff.obj.list, roles: roles.obj.list };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('员工管理', matches[0].loaderData?.shopName);

function stateOf(member: StaffRow) {
  if (member.disabled) return <Tag>已停用</Tag>;
  if (member.locked) return <Tag className="lm-console__tag-alert">已锁定</Tag>;
  return <Tag>正常</Tag>;
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { staff, roles } = loaderData;
  return (
    <section className="lm-console__panel" aria-labelledby="staff-title">
      <h2 id="staff-title">员工列表</h2>
      <div className="lm-console__batch-bar">
        <CreateStaff roles={roles} />
        <Link to="/admin/staff/roles">角色与权限</Link>
      </div>
      <Table
        rowKey="id"
        dataSource={staff}
        scroll={{ x: 1000 }}
        locale={{ emptyText: '暂无员工' }}
        pagination={{
          pageSize: 20,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 人`,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '显示名称', dataIndex: 'name', render: (name: string) => name || '—' },
          {
            title: '角色',
            dataIndex: 'roles',
            render: (names: string[]) => (names.length ? names.map((n) => <Tag key={n}>{n}</Tag>) : '无角色'),
          },
          { title: '状态', key: 'state', render: (_: unknown, member: StaffRow) => stateOf(member) },
          {
            title: '二次验证',
            dataIndex: 'totp_enrolled',
            render: (yes: boolean) => (yes ? '已绑定' : '未绑定（首次登录时绑定）'),
          },
          { title: '创建时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, member: StaffRow) => (
              <div className="lm-console__row-actions">
                <StaffRoles member={member} roles={roles} />
                <StaffSwitch member={member} action={member.disabled ? 'enable' : 'disable'} />
                <ResetPassword member={member} />
                {member.totp_enrolled ? <StaffSwitch member={member} action="totp" /> : null}
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
