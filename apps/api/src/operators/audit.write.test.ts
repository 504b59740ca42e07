import { Code } from '@labmall/protocol';
import { desc, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { type AuditLog, inWriteScope, recordChange } from '../platform/audit.ts';
import type { Tx } from '../platform/db.ts';
import { type Caller, dispatch } from '../platform/dispatch.ts';
import { conflict } from '../platform/errors.ts';
import { defineRoute, type RouteContext } from '../platform/route.ts';
import { ttlCache } from '../platform/ttl-cache.ts';
import { operatorAudit } from './audit.schema.ts';
import { loginStaff } from './testing/staff-fixtures.ts';

/** A write as a service does it: through the `db` it was built with, partly in its own transaction. */
function probeRoute(
  options: { method?: 'GET' | 'POST'; auth?: 'operator' | 'member'; after?: () => Promise<void> } = {},
) {
  return defineRoute({
    method: options.method ?? 'POST',
    path: '/admin/test/probe',
    summary: 'test',
    auth: options.auth ?? 'operator',
    permission: 'system.config',
    payload: z.object({
      id: z.number().int(),
      note: z.string().max(20, '备注太长'),
      password: z.string().optional(),
      sms_code: z.string().optional(),
    }),
    answer: z.object({ scoped: z.boolean() }),
    handler: async ({ payload, deps }: RouteContext<{ id: number; note: string }>) => {
      await deps.db.execute(sql`insert into audit_probe (id, note) values (${payload.id}, ${payload.note})`);
      await deps.db.transaction(async (tx: Tx) => {
        await tx.execute(sql`update audit_probe set note = note || '!' where id = ${payload.id}`);
      });
      await options.after?.();
      return { scoped: inWriteScope() };
    },
  } as never);
}

describe.each(databaseKinds)('the operator audit log, written by dispatch, on %s', (kind) => {
  let t: TestApp;
  let operatorId: number;
  let clerkId: number;
  let realLog: AuditLog;
  let purge: ReturnType<typeof vi.fn>;
  let nextId = 1;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await t.database.db.execute(sql`create table audit_probe (id int primary key, note text not null)`);
    operatorId = (await loginStaff(t, ['管理员'], { name: '审计员' })).id;
    clerkId = (await loginStaff(t, ['订单'])).id;
    realLog = t.app.deps.audit;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.app.deps.audit = realLog;
    purge = vi.fn(async () => {});
    t.app.deps.pageCache.purge = purge as never;
  });

  const caller = (userId = operatorId, requestId = 'req', staff = true): Caller => ({
    user: { id: userId, sessionId: 1, ...(staff ? { staff: true as const } : {}) },
    userResource: '1',
    request: {
      id: requestId,
      ip: '10.9.8.7',
      protocol: 'http',
      log: { error: vi.fn() },
    } as unknown as FastifyRequest,
    reply: {} as FastifyReply,
  });
  const probe = async (id: number) =>
    (
      (await t.database.db.execute(sql`select note from audit_probe where id = ${id}`)) as unknown as {
        rows: { note: string }[];
      }
    ).rows[0]?.note;
  const lastRow = async () =>
    (await t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1))[0]!;
  const rowCount = async () => (await t.database.db.select().from(operatorAudit)).length;

  it('when an operator write succeeds, then it and its audit row commit together, and the page cache is purged after', async () => {
    const id = nextId++;
    const envelope = await dispatch(
      probeRoute(),
      { id, note: '改了' },
      caller(operatorId, 'req-ok'),
      t.app.deps,
    );
    expect(envelope).toMatchObject({ code: Code.OK, obj: { scoped: true } });
    expect(await probe(id)).toBe('改了!');
    expect(await lastRow()).toMatchObject({
      operatorId,
      operatorName: '审计员',
      permission: 'system.config',
      method: 'POST',
      route: '/admin/test/probe',
      target: { id },
      targetIds: [String(id)],
      changes: { id: [null, id], note: [null, '改了'] },
      code: Code.OK,
      requestId: 'req-ok',
      address: '10.9.8.7',
    });
    expect(purge).toHaveBeenCalledOnce();
  });

  it('when the handler refuses after writing, then the write is rolled back and the refusal is recorded on its own', async () => {
    const id = nextId++;
    const refuse = async () => {
      throw conflict('该记录已处理');
    };
    const envelope = await dispatch(
      probeRoute({ after: refuse }),
      { id, note: '不该留下' },
      caller(),
      t.app.deps,
    );
    expect(envelope.code).toBe(Code.CONFLICT);
    expect(await probe(id)).toBeUndefined();
    expect(await lastRow()).toMatchObject({ target: { id }, code: Code.CONFLICT, message: '该记录已处理' });
    expect(purge).not.toHaveBeenCalled();
  });

  it('when the handler fails after writing, then nothing stays and the row says it failed, not ok', async () => {
    const id = nextId++;
    const fail = async () => {
      throw new Error('boom');
    };
    const envelope = await dispatch(
      probeRoute({ after: fail }),
      { id, note: '失败' },
      caller(operatorId, 'req-fail'),
      t.app.deps,
    );
    expect(envelope.code).toBe(Code.SERVER_ERROR);
    expect(await probe(id)).toBeUndefined();
    const rows = await t.database.db.select().from(operatorAudit);
    expect(rows.filter((r) => r.requestId === 'req-fail').map((r) => r.code)).toEqual([Code.SERVER_ERROR]);
  });

  it('when the audit row cannot be written, then the business write is rolled back too', async () => {
    const id = nextId++;
    let calls = 0;
    t.app.deps.audit = {
      write: async (db, entry) => {
        calls += 1;
        if (calls === 1) throw new Error('audit table unavailable');
        await realLog.write(db, entry);
      },
    };
    const envelope = await dispatch(probeRoute(), { id, note: '无审计不执行' }, caller(), t.app.deps);
    expect(envelope.code).toBe(Code.SERVER_ERROR);
    expect(await probe(id)).toBeUndefined();
    expect(await lastRow()).toMatchObject({ target: { id }, code: Code.SERVER_ERROR });
    expect(purge).not.toHaveBeenCalled();
  });

  it('when the operator lacks the permission, then nothing runs and the attempt is recorded as 403', async () => {
    const id = nextId++;
    const envelope = await dispatch(probeRoute(), { id, note: '越权' }, caller(clerkId), t.app.deps);
    expect(envelope.code).toBe(Code.FORBIDDEN);
    expect(await probe(id)).toBeUndefined();
    expect(await lastRow()).toMatchObject({
      operatorId: clerkId,
      permission: 'system.config',
      target: { id },
      code: Code.FORBIDDEN,
    });
  });

  it('when the payload is refused, then the attempt is recorded as 400, without passwords or codes', async () => {
    const id = nextId++;
    const payload = {
      id,
      note: '这一条备注超过了二十个字符的长度限制哦哦哦',
      password: 'p@ss',
      sms_code: '123456',
    };
    const envelope = await dispatch(probeRoute(), payload, caller(), t.app.deps);
    expect(envelope.code).toBe(Code.INVALID);
    const row = await lastRow();
    expect(row).toMatchObject({ target: { id }, code: Code.INVALID });
    expect(Object.keys(row.changes).sort()).toEqual(['id', 'note']);
    expect(JSON.stringify(row)).not.toMatch(/p@ss|123456/);
  });

  it('when a service states what it changed, then the row holds that before → after, not the payload', async () => {
    const id = nextId++;
    const state = async () =>
      recordChange({ order: 'LM1' }, { state: 'paid', carrier: '' }, { state: 'shipped', carrier: '顺丰' });
    await dispatch(probeRoute({ after: state }), { id, note: '发货' }, caller(), t.app.deps);
    expect(await lastRow()).toMatchObject({
      target: { id, order: 'LM1' },
      targetIds: expect.arrayContaining([String(id), 'LM1']),
      changes: { state: ['paid', 'shipped'], carrier: ['', '顺丰'] },
    });
  });

  it('when a cache loads inside a write, then what it read there is neither kept nor served to others', async () => {
    let loads = 0;
    const cached = ttlCache(60_000, async () => ++loads);
    const id = nextId++;
    const inside = async () => {
      expect(await cached()).toBe(1);
    };
    await dispatch(probeRoute({ after: inside }), { id, note: '缓存' }, caller(), t.app.deps);
    expect(await cached()).toBe(2);
    expect(await cached()).toBe(2);
  });

  it('when a member writes or an operator reads, then no transaction wraps it and no row is written', async () => {
    const before = await rowCount();
    const member = await dispatch(
      probeRoute({ auth: 'member' }),
      { id: nextId++, note: '会员' },
      caller((await t.login()).id, 'req-member', false),
      t.app.deps,
    );
    expect(member).toMatchObject({ code: Code.OK, obj: { scoped: false } });
    const read = await dispatch(
      probeRoute({ method: 'GET' }),
      { id: nextId++, note: '读' },
      caller(),
      t.app.deps,
    );
    expect(read).toMatchObject({ code: Code.OK, obj: { scoped: false } });
    expect(await rowCount()).toBe(before);
  });

  it('when anyone tries to change or remove a row, then the database refuses', async () => {
    const { id } = await lastRow();
    const db = t.database.db;
    await expect(db.execute(sql`update operator_audit set message = 'x' where id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from operator_audit where id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate operator_audit`)).rejects.toThrow();
    expect((await lastRow()).id).toBe(id);
  });
});
