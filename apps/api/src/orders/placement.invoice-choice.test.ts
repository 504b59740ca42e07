import { randomUUID } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { addAddress, addInvoiceProfile, plainSkus, setSku } from './testing/placement-fixtures.ts';

// Issue 32, item 2: /order preselects the member's default invoice profile unless their last order
// chose 不开票; the preview says which the last order did.

describe.each(databaseKinds)('the last order’s invoice choice in the preview on %s', (kind) => {
  let t: TestApp;
  let skuId: number;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    const [sku] = await plainSkus(t.database.db, 1);
    skuId = sku!.id;
    await setSku(t.database.db, skuId, { stock: 100, priceFen: 10_000, minQty: 1, step: 1, onSale: true });
  });
  afterAll(() => t.close());

  const items = () => [{ sku_id: skuId, quantity: 1 }];
  const lastChoice = async () => {
    const view = await t.client.post<{ last_order_invoiced: boolean | null }>('/order/preview', {
      source: 1,
      items: items(),
    });
    expect(view.code).toBe(Code.OK);
    return view.obj.last_order_invoiced;
  };
  const place = async (addressId: number, invoiceProfileId: number | null) => {
    const placed = await t.client.post('/order/submit', {
      idempotency_key: `test-key-${randomUUID()}`,
      source: 1,
      items: items(),
      address_id: addressId,
      invoice_profile_id: invoiceProfileId,
    });
    expect(placed.code, placed.message).toBe(Code.OK);
  };

  it('when a member has ordered nothing yet, then the preview says null', async () => {
    await t.login();
    expect(await lastChoice()).toBeNull();
  });

  it('when the last order asked for an invoice, then true; when the next one chose 不开票, then false', async () => {
    const user = await t.login();
    const addressId = await addAddress(t.database.db, user.id);
    const profileId = await addInvoiceProfile(t.database.db, user.id);
    await place(addressId, profileId);
    expect(await lastChoice()).toBe(true);
    await place(addressId, null);
    expect(await lastChoice()).toBe(false);
    await place(addressId, profileId);
    expect(await lastChoice()).toBe(true);
  });
});
