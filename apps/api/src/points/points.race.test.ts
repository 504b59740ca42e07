import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniquePhone } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertUser } from '../accounts/users.repository.ts';
import { orders } from '../orders/orders.schema.ts';
import { addAddress } from '../orders/testing/placement-fixtures.ts';
import { movePoints } from './points.repository.ts';
import { balanceOf, entrySumOf, itemStockOf, movementSumOf } from './testing/points-fixtures.ts';

/** Races need real connections: PGlite serialises every query on one (STACK.md pitfall 8). */
describe.runIf(testDatabaseUrl)('points redemption races on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('postgres');
  });
  afterAll(() => t.close());

  async function memberWith(points: number) {
    const db = t.database.db;
    const user = await insertUser(db, { phone: uniquePhone() } as never);
    const addressId = await addAddress(db, user.id);
    await db.transaction((tx) =>
      movePoints(tx, { userId: user.id, kind: 'adjust', delta: points, note: '测试赠送' }),
    );
    const client = t.newClient();
    client.session = (await t.app.deps.sessions.issue(user.id)).token;
    return { user, addressId, client };
  }

  it('when a balance of 100 meets 20 parallel redemptions costing 10, then exactly 10 succeed and the ledgers add up', async () => {
    const { item } = await t.app.deps.points.createItem({
      name: '实验室标签纸',
      category: '实验耗材',
      image: '',
      description: '',
      points_price: 10,
      stock: 50,
      on_sale: true,
      sort: 0,
    });
    const { user, addressId, client } = await memberWith(100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/points/redeem', {
          idempotency_key: randomUUID(),
          id: item.id,
          quantity: 1,
          address_id: addressId,
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(10);
    expect(codes.filter((c) => c === Code.CONFLICT)).toHaveLength(10);
    const db = t.database.db;
    expect(await balanceOf(db, user.id)).toBe(0);
    expect(await entrySumOf(db, user.id)).toBe(0);
    expect(await itemStockOf(db, item.id)).toBe(40);
    expect(await movementSumOf(db, item.id)).toBe(40);
    const placed = await db.select().from(orders).where(eq(orders.userId, user.id));
    expect(placed).toHaveLength(10);
    expect(placed.every((o) => o.source === 4 && o.pointsSpent === 10 && o.state === 'paid')).toBe(true);
  });

  it('when 30 members race for the last 5 units of an item, then exactly 5 redemptions and no stock below 0', async () => {
    const { item } = await t.app.deps.points.createItem({
      name: '实验记录本',
      category: '办公用品',
      image: '',
      description: '',
      points_price: 20,
      stock: 5,
      on_sale: true,
      sort: 0,
    });
    const members = await Promise.all(Array.from({ length: 30 }, () => memberWith(100)));
    const answers = await Promise.all(
      members.map(({ client, addressId }) =>
        client.post('/points/redeem', {
          idempotency_key: randomUUID(),
          id: item.id,
          quantity: 1,
          address_id: addressId,
        }),
      ),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(5);
    expect(answers.some((a) => a.code >= 500)).toBe(false);
    const db = t.database.db;
    expect(await itemStockOf(db, item.id)).toBe(0);
    expect(await movementSumOf(db, item.id)).toBe(0);
    for (const { user } of members) {
      expect(await entrySumOf(db, user.id)).toBe(await balanceOf(db, user.id));
    }
  });

  it('when operators cancel one redemption from many connections at once, then its points and stock come back once', async () => {
    const { item } = await t.app.deps.points.createItem({
      name: '硅胶隔热手套',
      category: '实验耗材',
      image: '',
      description: '',
      points_price: 25,
      stock: 4,
      on_sale: true,
      sort: 0,
    });
    const { user, addressId, client } = await memberWith(100);
    const placed = await client.post<{ number: string }>('/points/redeem', {
      idempotency_key: randomUUID(),
      id: item.id,
      quantity: 2,
      address_id: addressId,
    });
    expect(placed.code).toBe(Code.OK);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.app.deps.orders.operatorCancel(user.id, placed.obj.number, '礼品缺货'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const db = t.database.db;
    expect(await balanceOf(db, user.id)).toBe(100);
    expect(await entrySumOf(db, user.id)).toBe(100);
    expect(await itemStockOf(db, item.id)).toBe(4);
    expect(await movementSumOf(db, item.id)).toBe(4);
  });
});
