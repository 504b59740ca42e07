import type { Deps } from '../platform/deps.ts';
import { DEMO_ORGANISATION } from './demo-member.ts';

/** The demo member's invoice profile (their unit's 普通发票), made once; its id for the demo orders. */
export async function ensureDemoInvoiceProfile(services: Pick<Deps, 'invoicing'>, userId: number) {
  const existing = await services.invoicing.list(userId);
  const found = existing.list.find((profile) => profile.title === DEMO_ORGANISATION);
  if (found) return found.id;
  const added = await services.invoicing.add(userId, {
    kind: 'normal',
    title_type: 'organisation',
    title: DEMO_ORGANISATION,
    taxpayer_no: '12310000425006117P',
    registered_address: '',
    registered_phone: '',
    bank_name: '',
    bank_account: '',
    email: '',
    is_default: true,
  });
  return added.id;
}

/**
 * 发票管理 with something in it: the first demo order (已完成, paid online) has its invoice issued for
 * what was paid, registered as finance registers one (no staff member: the seed).
 */
export async function issueDemoInvoice(services: Pick<Deps, 'orderInvoices'>, number: string) {
  await services.orderInvoices.issue(null, number, '26312000000000000101');
}
