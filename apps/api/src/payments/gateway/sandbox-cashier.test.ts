import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { orders } from '../../orders/orders.schema.ts';
import { placeTestOrder, stockedSkus } from '../../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../../seed/seed.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the sandbox cashier over real HTTP', () => {
  let t: TestApp;
  let origin: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    const port = await freePort();
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await buildTestApp('pglite', {
      env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      logStream,
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${port}`;
    await seedDemoData(t.database.db);
  }, 60_000);
  afterAll(() => t.close());

  it('when the tester chooses 支付成功, then the buyer is sent back and the notify over HTTP pays the order', async () => {
    const member = await t.login();
    const skuId = (await stockedSkus(t.database.db, 10, 1))[0]?.id as number;
    const order = await placeTestOrder(t.database.db, member.id, [{ skuId, quantity: 1 }]);
    const opened = await t.client.post<{ url: string }>('/pay/online', { number: order.number });
    const link = new URL((opened.obj as { url: string }).url, origin);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const form = new URLSearchParams(link.searchParams);
    form.set('outcome', 'pay');
    const chosen = await fetch(new URL('/sandbox-pay/cashier', origin), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`${origin}/pay?number=${order.number}&method=online`);

    // Nobody asks the gateway here: only the notify can settle the order.
    await expect
      .poll(
        async () =>
          (await t.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id)))[0]
            ?.state,
        { timeout: 10_000 },
      )
      .toBe('paid');
  });

  it('when a choice comes without a valid trade, then the cashier refuses it', async () => {
    const refused = await fetch(new URL('/sandbox-pay/cashier', origin), {
      method: 'POST',
      body: new URLSearchParams({ out_trade_no: 'x', total_amount: '0.01', outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
  });

  it('when a forged notify arrives over HTTP, then it is answered fail and logged with the reason', async () => {
    const answer = await fetch(new URL('/pay/notify/sandbox', origin), {
      method: 'POST',
      body: new URLSearchParams({
        app_id: '9021000000000001',
        out_trade_no: '20261125000001_aaaaaaaaaa',
        total_amount: '1.00',
        trade_status: 'TRADE_SUCCESS',
        sign_type: 'RSA2',
        sign: 'Zm9yZ2Vk',
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('fail');
    const refused = logLines.map((line) => JSON.parse(line) as { msg?: string; reason?: string });
    expect(refused).toContainEqual(
      expect.objectContaining({ msg: 'payment notify refused', reason: 'signature does not verify' }),
    );
  });
});
