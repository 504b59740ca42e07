import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { orderPayable } from '../credit/testing/credit-fixtures.ts';
import { operatorAudit } from '../operators/audit.schema.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';
import { memberUploadPrefix } from '../uploads/upload-keys.ts';
import { payments } from './payments.schema.ts';

/**
 * Issue 33's race for the audit log (ADR 43): two staff confirm one voucher at the same moment. Races
 * need real connections: PGlite serialises every query on one, so this runs with TEST_DATABASE_URL.
 */
describe.runIf(testDatabaseUrl)('two operators confirming one transfer, on postgres', () => {
  let t: TestApp;
  let skuId: number;
  const operators: { id: number; client: TestClient }[] = [];
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    await seedDemoData(t.database.db);
    [skuId] = (await stockedSkus(t.database.db, 100, 1)).map((s) => s.id) as [number];
    for (let i = 0; i < 2; i++) {
      const { client, staff } = await staffClient(t, ['财务']);
      operators.push({ id: staff.id, client });
    }
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.database.db;

  it('when both confirm at once, then the order is paid once and each attempt has its own audit row: one ok, one refused', async () => {
    for (let round = 0; round < 5; round++) {
      const member = await insertUser(db(), { phone: uniquePhone() } as never);
      const client = t.newClient();
      client.session = (await t.app.deps.sessions.issue(member.id)).token;
      const order = await orderPayable(db(), member.id, skuId, 50_000);
      const key = `${memberUploadPrefix(member.id, new Date())}${randomUUID()}.pdf`;
      await t.app.deps.storage.put(key, new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), 'application/pdf');
      const file = await client.post<{ filePath: string }>('/oss/register', {
        key,
        purpose: 'voucher',
        fileName: '回单.pdf',
      });
      expect(file.code).toBe(Code.OK);
      const sent = await client.post('/pay/transfer', { number: order.number, voucher: file.obj.filePath });
      expect(sent.code).toBe(Code.OK);
      const [pending] = await db().select().from(payments).where(eq(payments.orderId, order.id));

      const answers = await Promise.all(
        operators.map((o) => o.client.post('/admin/transfers/confirm', { id: pending!.id })),
      );
      expect(answers.map((a) => a.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
      const rows = await db().select().from(payments).where(eq(payments.orderId, order.id));
      expect(rows.filter((p) => p.state === 'paid')).toHaveLength(1);

      const attempts = (
        await db().select().from(operatorAudit).where(eq(operatorAudit.route, '/admin/transfers/confirm'))
      ).filter((row) => (row.target as { id?: number }).id === pending!.id);
      expect(attempts.map((row) => row.code).sort()).toEqual([Code.OK, Code.CONFLICT]);
      expect(new Set(attempts.map((row) => row.operatorId))).toEqual(new Set(operators.map((o) => o.id)));
      const ok = attempts.find((row) => row.code === Code.OK)!;
      expect(ok).toMatchObject({
        permission: 'finance.transfers',
        target: { id: pending!.id, order: order.number },
      });
      expect(Object.values(ok.changes)).toEqual(
        expect.arrayContaining([
          ['pending', 'paid'],
          ['pending_payment', 'paid'],
        ]),
      );
      const refused = attempts.find((row) => row.code === Code.CONFLICT)!;
      expect(refused.message).toBe('该转账已处理');
    }
  });
});
