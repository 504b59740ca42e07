import {
  type Permission,
  permissionGroups,
  permissionLabel,
  permissionList,
} from '@labmall/contract/permissions';
import { Code } from '@labmall/protocol';
import { Link } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { Table, Tag } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { editable, groupKeys, RoleEditor } from '../../components/admin/role-editor';
import type { RoleRow } from '../../components/admin/staff-forms';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/roles';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/roles', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return { roles: answer.obj.list };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('角色与权限', matches[0].loaderData?.shopName);

const groupOf = new Map<string, string>(permissionList.map((p) => [p.code, p.group]));

/** A role's permissions, under their groups' names; 管理员 holds all, present and future. */
function Grants({ role }: { role: RoleRow }) {
  if (!editable(role)) return <span>全部权限（包括今后新增的权限）</span>;
  const held = new Set<string>(role.permissions);
  const groups = groupKeys
    .map((group) => ({
      group,
      codes: role.permissions.filter((code) => groupOf.get(code) === group),
    }))
    .filter((g) => g.codes.length > 0);
  if (held.size === 0) return <span>暂无权限</span>;
  return (
    <dl className="lm-console__grants">
      {groups.map(({ group, codes }) => (
        <div key={group}>
          <dt>{permissionGroups[group]}</dt>
          <dd>{codes.map((code) => permissionLabel(code as Permission)).join('、')}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function RolesPage({ loaderData }: Route.ComponentProps) {
  const { roles } = loaderData;
  return (
    <section className="lm-console__panel" aria-labelledby="roles-title">
      <h2 id="roles-title">角色列表</h2>
      <div className="lm-console__batch-bar">
        <RoleEditor />
        <Link to="/admin/staff">员工管理</Link>
      </div>
      <Table
        rowKey="id"
        dataSource={roles}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: '暂无角色' }}
        columns={[
          {
            title: '角色',
            dataIndex: 'name',
            render: (name: string, role: RoleRow) => (
              <>
                {name} {role.built_in ? <Tag>内置</Tag> : null}
              </>
            ),
          },
          { title: '权限', key: 'grants', render: (_: unknown, role: RoleRow) => <Grants role={role} /> },
          { title: '员工数', dataIndex: 'operator_count', align: 'right' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, role: RoleRow) => (editable(role) ? <RoleEditor role={role} /> : '不可修改'),
          },
        ]}
      />
    </section>
  );
}
