import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAliyunSms } from '../../test/fake-aliyun-sms.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { placeTestOrder, stockedSkus } from '../orders/testing/order-fixtures.ts';
import { payments } from '../payments/payments.schema.ts';
import { seedDemoData } from '../seed/seed.ts';

type Preferences = { list: { group: string; sms_available: boolean }[] };

/**
 * A notice under Aliyun: only the kinds with a registered template are offered and sent, and Aliyun
 * refusing the text leaves the operator's action and the member's notice as they were.
 */
describe('notices texted through Aliyun', () => {
  const aliyun = fakeAliyunSms({
    accessKeyId: 'testid',
    secret: 'testsecret',
    answer: { status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控' } },
  });
  let t: TestApp;

  beforeAll(async () => {
    const endpoint = await aliyun.start();
    t = await buildTestApp('pglite', {
      env: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_ACCESS_KEY_ID: 'testid',
        ALIYUN_ACCESS_KEY_SECRET: 'testsecret',
        ALIYUN_SMS_SIGN_NAME: '蓝标实验商城',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100',
        ALIYUN_SMS_TEMPLATE_TRANSFER_REJECTED: 'SMS_204',
        ALIYUN_SMS_ENDPOINT: endpoint,
      },
    });
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await aliyun.stop();
  });

  it('when only 转账驳回 has a template, then only 付款与账期 offers texts', async () => {
    await t.login();
    const { obj } = await t.client.get<Preferences>('/user/notice/preferences');
    expect(Object.fromEntries(obj.list.map((g) => [g.group, g.sms_available]))).toEqual({
      orders: false,
      money: true,
      review: false,
      inquiries: false,
      coupons: false,
    });
  });

  it('when a voucher is rejected and Aliyun refuses the text, then the rejection and its notice stand', async () => {
    const buyer = await t.login();
    const session = t.client.session!;
    const [sku] = await stockedSkus(t.database.db, 100, 1);
    const order = await placeTestOrder(t.database.db, buyer.id, [{ skuId: sku!.id, quantity: 1 }]);
    const [payment] = await t.database.db
      .insert(payments)
      .values({ orderId: order.id, userId: buyer.id, method: 'transfer', state: 'pending', amountFen: 100 })
      .returning({ id: payments.id });
    const operator = (await staffClient(t, ['管理员'])).client;

    const rejected = await operator.post('/admin/transfers/reject', { id: payment!.id, reason: '金额不符' });
    expect(rejected.code, rejected.message).toBe(Code.OK);

    expect(aliyun.received.at(-1)).toEqual({
      PhoneNumbers: buyer.phone,
      SignName: '蓝标实验商城',
      TemplateCode: 'SMS_204',
      TemplateParam: JSON.stringify({ order: order.number, reason: '金额不符' }),
    });
    const messages = await t.client.get<{ list: { kind: string }[] }>('/user/messages', {}, { session });
    expect(messages.obj.list.map((m) => m.kind)).toEqual(['transfer_rejected']);
  });
});
