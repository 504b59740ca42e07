import {
  ADMIN_ROLE,
  type PermissionGroup,
  permissionGroups,
  permissionList,
} from '@labmall/contract/permissions';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { toastSuccess } from '../../lib/ui/feedback';
import { Button, Checkbox, Input, Modal } from './kit';
import type { RoleRow } from './staff-forms';

/** The permissions of one group, in the list's order, as checkbox options. */
export const groupPermissions = (group: PermissionGroup) =>
  permissionList.filter((p) => p.group === group).map((p) => ({ value: p.code as string, label: p.label }));

export const groupKeys = Object.keys(permissionGroups) as PermissionGroup[];

/** Whether the API lets this role change: 管理员 always holds everything. */
export const editable = (role: RoleRow) => !(role.built_in && role.name === ADMIN_ROLE);

/** 新建角色 (no role) or 编辑 (a role): its name (fixed for built-in roles) and permissions, by group. */
export function RoleEditor({ role }: { role?: RoleRow }) {
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<string[]>(role ? [...role.permissions] : []);
  function start() {
    setName(role?.name ?? '');
    setChosen(role ? [...role.permissions] : []);
    setOpen(true);
  }
  async function save() {
    setBusy(true);
    try {
      const permissions = chosen as RoleRow['permissions'];
      await api.post('/admin/roles/save', role ? { id: role.id, name, permissions } : { name, permissions });
      toastSuccess(role ? `已保存角色 ${name}` : `已新建角色 ${name}`);
      setOpen(false);
      await revalidate();
    } catch {
      // The client has shown why (e.g. no one would be left to manage roles).
    } finally {
      setBusy(false);
    }
  }
  const setGroup = (group: PermissionGroup, codes: string[]) => {
    const inGroup = new Set(groupPermissions(group).map((p) => p.value));
    setChosen((all) => [...all.filter((code) => !inGroup.has(code)), ...codes]);
  };
  const idPrefix = `role-${role?.id ?? 'new'}`;
  return (
    <>
      {role ? (
        <Button size="small" onClick={start}>
          编辑
        </Button>
      ) : (
        <Button type="primary" onClick={start}>
          新建角色
        </Button>
      )}
      <Modal
        title={role ? `编辑角色：${role.name}` : '新建角色'}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !name.trim() }}
        width={640}
      >
        <div className="lm-console__modal-form">
          <div className="lm-console__field">
            <label htmlFor={`${idPrefix}-name`}>角色名称{role?.built_in ? '（内置角色不可改名）' : ''}</label>
            <Input
              id={`${idPrefix}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={20}
              disabled={role?.built_in}
            />
          </div>
          {groupKeys.map((group) => (
            <fieldset key={group} className="lm-console__checks">
              <legend>{permissionGroups[group]}</legend>
              <Checkbox.Group
                value={chosen.filter((code) => groupPermissions(group).some((p) => p.value === code))}
                onChange={(codes) => setGroup(group, codes as string[])}
                options={groupPermissions(group)}
              />
            </fieldset>
          ))}
          {role && role.operator_count > 0 ? (
            <p>保存后，拥有该角色的 {role.operator_count} 位员工按新权限使用后台。</p>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
