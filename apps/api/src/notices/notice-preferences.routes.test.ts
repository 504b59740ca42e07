import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { addLicence } from '../compliance/testing/compliance-fixtures.ts';
import { orderPayable } from '../credit/testing/credit-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { stockedSkus } from '../orders/testing/order-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';

type Preferences = {
  list: { group: string; label: string; kinds: string[]; sms: boolean; sms_available: boolean }[];
};

/** 账户设置 › 短信通知 (issue 36 item 4): a member's choice per notice group of what is also texted. */
describe.each(databaseKinds)('the member’s SMS choices on %s', (kind) => {
  let t: TestApp;
  let skuId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    skuId = (await stockedSkus(t.database.db, 100, 1))[0]!.id;
  }, 120_000);
  afterAll(() => t.close());

  async function member() {
    const user = await t.login();
    const client = t.newClient();
    client.session = t.client.session;
    return {
      user,
      client,
      preferences: async () => (await client.get<Preferences>('/user/notice/preferences')).obj.list,
      save: (payload: object) =>
        client.post<{ group: string; sms: boolean }>('/user/notice/preferences/save', payload),
    };
  }
  const smsOf = (list: Preferences['list']) => Object.fromEntries(list.map((g) => [g.group, g.sms]));

  it('when a member never chose, then money and goods are texted and the rest are not; the outbox texts every group', async () => {
    const buyer = await member();
    const list = await buyer.preferences();
    expect(smsOf(list)).toEqual({
      orders: true,
      money: true,
      review: false,
      inquiries: false,
      coupons: false,
    });
    const money = list.find((g) => g.group === 'money')!;
    expect(money.label).toBe('付款与账期');
    expect(money.kinds).toContain('退款到账');
    expect(Object.fromEntries(list.map((g) => [g.group, g.sms_available]))).toEqual({
      orders: true,
      money: true,
      review: true,
      inquiries: true,
      coupons: true,
    });
  });

  it('when a member turns 询价 on and 付款与账期 off, then they read it back; another member keeps the defaults', async () => {
    const buyer = await member();
    const other = await member();
    expect((await buyer.save({ group: 'inquiries', sms: true })).obj).toEqual({
      group: 'inquiries',
      sms: true,
    });
    expect((await buyer.save({ group: 'money', sms: false })).code).toBe(Code.OK);
    expect((await buyer.save({ group: 'money', sms: false })).code).toBe(Code.OK);

    expect(smsOf(await buyer.preferences())).toMatchObject({ inquiries: true, money: false, orders: true });
    expect(smsOf(await other.preferences())).toMatchObject({ inquiries: false, money: true });
  });

  it('when the group is unknown or the choice missing, or a visitor asks, then it is refused', async () => {
    const buyer = await member();
    const bad = await buyer.save({ group: 'spam', sms: true });
    expect(bad.code).toBe(Code.INVALID);
    expect(bad.message).toContain('消息分类不对');
    expect((await buyer.save({ group: 'money' })).code).toBe(Code.INVALID);
    const visitor = t.newClient();
    expect((await visitor.get('/user/notice/preferences')).code).toBe(Code.SESSION_EXPIRED);
    expect((await visitor.post('/user/notice/preferences/save', { group: 'money', sms: true })).code).toBe(
      Code.SESSION_EXPIRED,
    );
  });

  it('when a credit order is refunded, then the 退款 SMS goes only to a member whose 付款与账期 texts are on', async () => {
    const operator = (await staffClient(t, ['管理员'])).client;
    async function refunded(buyer: Awaited<ReturnType<typeof member>>) {
      await t.app.deps.credit.setTerms(buyer.user.id, { limitFen: 100_000, statementDay: 1, dueDays: 30 });
      const order = await orderPayable(t.database.db, buyer.user.id, skuId, 10_000);
      const paid = await buyer.client.post('/pay/credit', { number: order.number });
      expect(paid.code, paid.message).toBe(Code.OK);
      const cancel = await operator.post('/admin/orders/cancel', { number: order.number, reason: '缺货' });
      expect(cancel.code, cancel.message).toBe(Code.OK);
      return t.smsTexts(buyer.user.phone).filter((m) => m.text.includes(`订单 ${order.number} 的退款`));
    }

    const off = await member();
    expect((await off.save({ group: 'money', sms: false })).code).toBe(Code.OK);
    expect(await refunded(off)).toHaveLength(0);

    const on = await member();
    const texts = await refunded(on);
    expect(texts).toHaveLength(1);
    // Credit money goes back to the limit, and the text says so (not 原路退回).
    expect(texts[0]!.text).toContain('已退回账期额度');
  });

  it('when a licence is rejected, then the text goes only to a member who turned 认证与资质 on, its reason cut to fit', async () => {
    const operator = (await staffClient(t, ['管理员'])).client;
    const reason = '证照图片模糊，无法辨认许可证编号与有效期，请重新拍摄清晰的原件照片后上传';
    async function rejected(buyer: Awaited<ReturnType<typeof member>>) {
      const licence = await addLicence(t, buyer.user.id, { kind: 'precursor-2', state: 'pending' });
      const answer = await operator.post('/admin/licences/reject', { id: licence.id, reason });
      expect(answer.code, answer.message).toBe(Code.OK);
      return t.smsTexts(buyer.user.phone).filter((m) => m.template === 'licence_rejected');
    }

    const off = await member();
    expect(await rejected(off)).toHaveLength(0);

    const on = await member();
    expect((await on.save({ group: 'review', sms: true })).code).toBe(Code.OK);
    const [text, ...more] = await rejected(on);
    expect(more).toHaveLength(0);
    expect(text!.text).toContain(reason);
    expect(text!.params.reason).toBe(`${reason.slice(0, 34)}…`);
    expect(text!.params.licence).toBeTruthy();
  });
});
