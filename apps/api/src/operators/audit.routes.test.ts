import { Code } from '@labmall/protocol';
import { chinaDate } from '@labmall/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { loadExcel } from '../platform/excel.ts';
import { loginStaff } from './testing/staff-fixtures.ts';

interface Row {
  id: number;
  operator_id: number;
  operator_name: string;
  permission: string;
  route: string;
  target: Record<string, unknown>;
  changes: Record<string, [unknown, unknown]>;
  outcome: 'ok' | 'refused';
  code: number;
  message: string;
  request_id: string;
  address: string;
}

describe.each(databaseKinds)('the operator audit log through the API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let clerk: string;
  let clerkId: number;
  let roleId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const boss = await loginStaff(t, ['管理员'], { name: '店长' });
    adminId = boss.id;
    admin = boss.session;
    const service = await loginStaff(t, ['客服'], { name: '客服小王' });
    clerkId = service.id;
    clerk = service.session;

    // The writes the log is about: a role created, then edited; one refused by permission, one by payload.
    const created = await t.client.post<{ id: number }>(
      '/admin/roles/save',
      { name: '审计测试', permissions: ['orders.view'] },
      { session: admin, ip: '10.1.2.3' },
    );
    expect(created.code).toBe(Code.OK);
    roleId = created.obj.id;
    const edited = await t.client.post(
      '/admin/roles/save',
      { id: roleId, name: '审计测试', permissions: ['orders.view', 'orders.ship'] },
      { session: admin },
    );
    expect(edited.code).toBe(Code.OK);
    const denied = await t.client.post(
      '/admin/roles/save',
      { id: roleId, name: '越权', permissions: [] },
      { session: clerk },
    );
    expect(denied.code).toBe(Code.FORBIDDEN);
    const invalid = await t.client.post('/admin/roles/save', { id: roleId, name: '' }, { session: admin });
    expect(invalid.code).toBe(Code.INVALID);
  });
  afterAll(() => t.close());

  const list = (payload: Record<string, unknown> = {}, session = admin) =>
    t.client.get<{ total: number; list: Row[] }>('/admin/audit', payload, { session });

  it('when an administrator reads the log, then every write attempt is there, newest first, with what changed', async () => {
    const answer = await list({ route: '/admin/roles/save' });
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj.total).toBe(4);
    const [invalid, denied, edited, created] = answer.obj.list;
    expect(created).toMatchObject({
      operator_id: adminId,
      operator_name: '店长',
      permission: 'staff.manage',
      route: '/admin/roles/save',
      target: { role: roleId },
      changes: { name: [null, '审计测试'], permissions: [null, ['orders.view']] },
      outcome: 'ok',
      code: Code.OK,
      address: '10.1.2.3',
    });
    expect(created!.request_id).not.toBe('');
    expect(edited).toMatchObject({
      target: { id: roleId, role: roleId },
      changes: { permissions: [['orders.view'], ['orders.view', 'orders.ship']] },
    });
    expect(denied).toMatchObject({ operator_id: clerkId, outcome: 'refused', code: Code.FORBIDDEN });
    expect(denied!.message).toContain('角色与权限管理');
    expect(invalid).toMatchObject({ operator_id: adminId, outcome: 'refused', code: Code.INVALID });
  });

  it('when filtered by operator, target, outcome or date, then only the matching rows come back', async () => {
    expect((await list({ operator_id: clerkId })).obj.list.map((r) => r.code)).toEqual([Code.FORBIDDEN]);
    expect((await list({ target: String(roleId) })).obj.total).toBe(4);
    expect((await list({ target: '999999' })).obj.total).toBe(0);
    expect((await list({ outcome: 'ok' })).obj.list.every((r) => r.code === Code.OK)).toBe(true);
    expect((await list({ outcome: 'refused' })).obj.total).toBe(2);
    const today = chinaDate(new Date());
    expect((await list({ from: today, until: today })).obj.total).toBe(4);
    expect((await list({ from: '2020-01-01', until: '2020-01-31' })).obj.total).toBe(0);
    expect((await list({ route: '/admin/orders' })).obj.total).toBe(0);
    const reversed = await list({ from: today, until: '2020-01-01' });
    expect(reversed.code).toBe(Code.INVALID);
  });

  it('when reading, then no row is added: reads are not audited', async () => {
    const before = (await list()).obj.total;
    await list();
    await t.client.get('/admin/roles', {}, { session: admin });
    expect((await list()).obj.total).toBe(before);
  });

  it('when exported, then the .xlsx holds the same rows as the list, with the same filters', async () => {
    const answer = await t.client.get<{ file_name: string; rows: number; data: string }>(
      '/admin/audit/export',
      { route: '/admin/roles' },
      { session: admin },
    );
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj.rows).toBe(4);
    expect(answer.obj.file_name).toMatch(/^操作日志_.*\.xlsx$/);
    const workbook = new (await loadExcel()).Workbook();
    await workbook.xlsx.load(Buffer.from(answer.obj.data, 'base64') as never);
    const sheet = workbook.getWorksheet('操作日志')!;
    expect(sheet.rowCount).toBe(5);
    expect(String(sheet.getRow(2).getCell(5).value)).toBe('POST /admin/roles/save');
    expect(String(sheet.getRow(5).getCell(7).value)).toContain('permissions');
  });

  it('when an operator without system.audit asks, then it is refused', async () => {
    expect((await list({}, clerk)).code).toBe(Code.FORBIDDEN);
    const exported = await t.client.get('/admin/audit/export', {}, { session: clerk });
    expect(exported.code).toBe(Code.FORBIDDEN);
  });
});
