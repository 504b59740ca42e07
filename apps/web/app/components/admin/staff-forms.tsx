import type { GetAnswer } from '@labmall/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/browser';
import { confirmDialog, toastError, toastSuccess } from '../../lib/ui/feedback';
import { Button, Checkbox, Input, Modal } from './kit';

export type StaffRow = GetAnswer<'/admin/staff'>['list'][number];
export type RoleRow = GetAnswer<'/admin/roles'>['list'][number];

/** The same rule as the server's (contract staff.ts), said before the call. */
const PASSWORD_MIN = 10;

/** A password to hand over: 14 characters without look-alikes (0/O, 1/l). */
export function newPassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return Array.from(bytes, (b) => letters[b % letters.length]).join('');
}

/** Runs a write, says it worked, reloads the page's data; the client toasts a failure. */
function useWrite() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run(write: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await write();
      toastSuccess(done);
      await revalidate();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

function RolePicker({
  roles,
  value,
  onChange,
}: {
  roles: readonly RoleRow[];
  value: string[];
  onChange: (names: string[]) => void;
}) {
  return (
    <fieldset className="lm-console__checks">
      <legend>角色</legend>
      <Checkbox.Group
        value={value}
        onChange={(names) => onChange(names as string[])}
        options={roles.map((role) => ({ value: role.name, label: role.name }))}
      />
    </fieldset>
  );
}

export function CreateStaff({ roles }: { roles: readonly RoleRow[] }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ username: '', name: '', password: '', roles: [] as string[] });
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  async function create() {
    if (form.password.length < PASSWORD_MIN) return toastError(`初始密码至少${PASSWORD_MIN}个字符`);
    const ok = await run(() => api.post('/admin/staff/create', form), `已新建员工 ${form.username}`);
    if (ok) {
      setOpen(false);
      setForm({ username: '', name: '', password: '', roles: [] });
    }
  }
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        新建员工
      </Button>
      <Modal
        title="新建员工"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={create}
        okText="新建"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !form.username.trim() || !form.password }}
      >
        <div className="lm-console__modal-form">
          <div className="lm-console__field">
            <label htmlFor="s-username">用户名（登录用，3-40位字母、数字、点、下划线或短横线）</label>
            <Input
              id="s-username"
              value={form.username}
              onChange={(e) => set({ username: e.target.value })}
              maxLength={40}
            />
          </div>
          <div className="lm-console__field">
            <label htmlFor="s-name">显示名称</label>
            <Input
              id="s-name"
              value={form.name}
              onChange={(e) => set({ name: e.target.value })}
              maxLength={40}
            />
          </div>
          <PasswordField value={form.password} onChange={(password) => set({ password })} label="初始密码" />
          <RolePicker roles={roles} value={form.roles} onChange={(names) => set({ roles: names })} />
          <p>员工首次登录时用密码登录，并绑定身份验证器（二次验证）。</p>
        </div>
      </Modal>
    </>
  );
}

function PasswordField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  return (
    <div className="lm-console__field">
      <label htmlFor="s-password">{`${label}（至少${PASSWORD_MIN}个字符，请交给员工本人）`}</label>
      <div className="lm-console__inline">
        <Input
          id="s-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={128}
          autoComplete="off"
        />
        <Button onClick={() => onChange(newPassword())}>随机生成</Button>
      </div>
    </div>
  );
}

export function StaffRoles({ member, roles }: { member: StaffRow; roles: readonly RoleRow[] }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState(member.roles);
  async function save() {
    const payload = { id: member.id, roles: names };
    if (await run(() => api.post('/admin/staff/roles', payload), `已更新 ${member.username} 的角色`))
      setOpen(false);
  }
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setNames(member.roles);
          setOpen(true);
        }}
      >
        分配角色
      </Button>
      <Modal
        title={`分配角色：${member.name || member.username}`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
      >
        <RolePicker roles={roles} value={names} onChange={setNames} />
        <p>保存后该员工需重新登录。</p>
      </Modal>
    </>
  );
}

export function ResetPassword({ member }: { member: StaffRow }) {
  const { busy, run } = useWrite();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  async function save() {
    if (password.length < PASSWORD_MIN) return toastError(`新密码至少${PASSWORD_MIN}个字符`);
    const payload = { id: member.id, password };
    if (await run(() => api.post('/admin/staff/reset-password', payload), `已重置 ${member.username} 的密码`))
      setOpen(false);
  }
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setPassword(newPassword());
          setOpen(true);
        }}
      >
        重置密码
      </Button>
      <Modal
        title={`重置密码：${member.name || member.username}`}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText="重置"
        cancelText="取消"
        confirmLoading={busy}
      >
        <PasswordField value={password} onChange={setPassword} label="新密码" />
        <p>新密码只在此处显示一次；重置后解除锁定，该员工需重新登录。</p>
      </Modal>
    </>
  );
}

/** 停用/启用 and 重置二次验证: one click after a confirmation. */
export function StaffSwitch({ member, action }: { member: StaffRow; action: 'disable' | 'enable' | 'totp' }) {
  const { busy, run } = useWrite();
  const who = member.name || member.username;
  const text = {
    disable: { button: '停用', ask: `停用 ${who}？其登录将立即失效。`, done: `已停用 ${who}` },
    enable: { button: '启用', ask: `启用 ${who}？`, done: `已启用 ${who}` },
    totp: {
      button: '重置二次验证',
      ask: `重置 ${who} 的二次验证？下次登录需重新绑定身份验证器。`,
      done: `已重置 ${who} 的二次验证`,
    },
  }[action];
  async function go() {
    if (!(await confirmDialog({ content: text.ask }))) return;
    await run(
      () =>
        action === 'totp'
          ? api.post('/admin/staff/reset-totp', { id: member.id })
          : api.post('/admin/staff/disable', { id: member.id, disabled: action === 'disable' }),
      text.done,
    );
  }
  return (
    <Button size="small" loading={busy} onClick={go}>
      {text.button}
    </Button>
  );
}
