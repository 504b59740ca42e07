import { allPermissions } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { insertRole } from './operators.repository.ts';
import { roleMessages } from './roles.service.ts';
import { loginStaff } from './testing/staff-fixtures.ts';

interface Role {
  id: number;
  name: string;
  built_in: boolean;
  permissions: string[];
  operator_count: number;
}

describe.each(databaseKinds)('roles and permissions through the API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = (await loginStaff(t, ['管理员'])).session;
  });
  afterAll(() => t.close());

  const get = <T>(path: string, session = admin) => t.client.get<T>(path, {}, { session });
  const save = (payload: Record<string, unknown>, session = admin) =>
    t.client.post<Role>('/admin/roles/save', payload, { session });
  const roleNamed = async (name: string) =>
    (await get<{ list: Role[] }>('/admin/roles')).obj.list.find((r) => r.name === name)!;

  it('when an administrator lists them, then every permission and the seven built-in roles come back', async () => {
    const permissions = await get<{ list: { code: string; group: string }[]; groups: { code: string }[] }>(
      '/admin/permissions',
    );
    expect(permissions.code).toBe(Code.OK);
    expect(permissions.obj.list.map((p) => p.code)).toEqual(allPermissions);
    const groups = new Set(permissions.obj.groups.map((g) => g.code));
    expect(permissions.obj.list.every((p) => groups.has(p.group))).toBe(true);

    const roles = await get<{ list: Role[] }>('/admin/roles');
    expect(roles.obj.list.slice(0, 7).map((r) => r.name)).toEqual([
      '管理员',
      '订单',
      '财务',
      '商品',
      '内容',
      '合规',
      '客服',
    ]);
    expect(roles.obj.list[0]).toMatchObject({ built_in: true, permissions: allPermissions });
    expect(roles.obj.list[0]!.operator_count).toBeGreaterThanOrEqual(1);
  });

  it('when an operator asks who they are, then they get their roles and exactly the union of their permissions', async () => {
    const clerk = await loginStaff(t, ['订单', '合规'], { name: '发货员' });
    const me = await get<{ id: number; name: string; roles: string[]; permissions: string[] }>(
      '/admin/me',
      t.client.session!,
    );
    expect(me.code).toBe(Code.OK);
    expect(me.obj).toEqual({
      id: clerk.id,
      name: '发货员',
      roles: expect.arrayContaining(['订单', '合规']),
      permissions: expect.arrayContaining(['orders.ship', 'compliance.licences', 'members.review']),
    });
    expect(me.obj.permissions).not.toContain('finance.transfers');
    expect(me.obj.permissions).not.toContain('staff.manage');

    // A member's session is no staff member's, whatever the numbers.
    const member = await t.login();
    expect(member.id).toBeGreaterThan(0);
    expect(await get('/admin/me', t.client.session!)).toMatchObject({ code: Code.FORBIDDEN, obj: null });
  });

  it('when an administrator creates a role and edits it, then the operators holding it may do just that, at once', async () => {
    const created = await save({
      name: ' 仓库 ',
      permissions: ['orders.ship', 'orders.view', 'orders.view'],
    });
    expect(created).toMatchObject({
      code: Code.OK,
      obj: { name: '仓库', built_in: false, permissions: ['orders.view', 'orders.ship'], operator_count: 0 },
    });
    const { session } = await loginStaff(t, ['仓库']);
    expect((await t.client.get('/admin/orders', {}, { session })).code).toBe(Code.OK);

    const edited = await save({ id: created.obj.id, name: '仓库', permissions: ['orders.ship'] });
    expect(edited).toMatchObject({ code: Code.OK, obj: { permissions: ['orders.ship'], operator_count: 1 } });
    expect(await t.client.get('/admin/orders', {}, { session })).toMatchObject({
      code: Code.FORBIDDEN,
      obj: { permission: 'orders.view' },
      message: expect.stringContaining('查看订单'),
    });
    // And the role editor is the administrators' alone.
    expect((await get('/admin/roles', session)).code).toBe(Code.FORBIDDEN);
    expect((await save({ name: '越权', permissions: allPermissions }, session)).code).toBe(Code.FORBIDDEN);
  });

  it('when an edit clashes with a name or a built-in role, then it is refused and nothing changes', async () => {
    expect(await save({ name: '财务', permissions: [] })).toMatchObject({
      code: Code.CONFLICT,
      obj: { fields: { name: roleMessages.nameTaken } },
    });
    const finance = await roleNamed('财务');
    expect(await save({ id: finance.id, name: '会计', permissions: finance.permissions })).toMatchObject({
      code: Code.CONFLICT,
      obj: { fields: { name: roleMessages.builtInName } },
    });
    const admin = await roleNamed('管理员');
    expect(await save({ id: admin.id, name: '管理员', permissions: ['orders.view'] })).toMatchObject({
      code: Code.CONFLICT,
      message: roleMessages.administrator,
    });
    expect((await save({ id: 999_999, name: '无此角色', permissions: [] })).code).toBe(Code.NOT_FOUND);
    expect((await save({ name: '乱填', permissions: ['orders.delete'] })).code).toBe(Code.INVALID);
    // A built-in role other than 管理员 may change what it allows.
    const edited = await save({
      id: finance.id,
      name: '财务',
      permissions: [...finance.permissions, 'points.adjust'],
    });
    expect(edited.obj.permissions).toContain('points.adjust');
  });
});

describe('the last one who may manage roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('when an edit would leave no operator with staff.manage, then it is refused; once someone else has it, it goes through', async () => {
    // A store whose only role manager holds a role made for it, not 管理员.
    const role = await createRole(t, { name: '店长', permissions: ['staff.manage', 'orders.view'] });
    const { session } = await loginStaff(t, ['店长']);

    const dropManage = () =>
      t.client.post<Role>(
        '/admin/roles/save',
        { id: role!.id, name: '店长', permissions: ['orders.view'] },
        { session },
      );
    expect(await dropManage()).toMatchObject({ code: Code.CONFLICT, message: roleMessages.lastManager });
    expect((await t.client.get('/admin/roles', {}, { session })).code).toBe(Code.OK);

    await t.app.deps.staff.create({
      username: 'deputy',
      name: '副店长',
      password: 'deputy-password',
      roles: ['管理员'],
    });
    expect(await dropManage()).toMatchObject({ code: Code.OK, obj: { permissions: ['orders.view'] } });
    expect((await t.client.get('/admin/roles', {}, { session })).code).toBe(Code.FORBIDDEN);
  });
});

const createRole = (t: TestApp, role: { name: string; permissions: string[] }) =>
  insertRole(t.database.db, role);
