// 对公转账 in the proof: the buyer uploads a voucher as the browser does (credentials, a signed PUT to the
// storage endpoint, registration) and submits it; an operator, signed in to the console, confirms what
// waits. The confirmation is what the store acknowledges as a payment, so it is what the audit demands.
import { signRequest } from '@labmall/s3-sig/sign-request';
import type { Buyer } from './setup.ts';
import { type CallResult, call, type ProofStore } from './store.ts';

/** A 1×1 PNG: the storage's check reads the bytes, not the name. */
const VOUCHER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Retry = <T>(attempt: () => Promise<CallResult<T>>) => Promise<CallResult<T>>;

interface Token {
  host: string;
  key: string;
  region: string;
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
}

/** Uploads a voucher and submits it for the order; true once the store has taken it (待确认). */
export async function submitTransfer(store: ProofStore, buyer: Buyer, number: string, retry: Retry) {
  const token = await retry(() => call<Token>(store, 'GET', '/oss/token', {}, buyer.session));
  if (!token.ok) return false;
  const key = `${token.obj.key}voucher-${number}.png`;
  const put = await retry(async () => {
    const url = new URL(`${token.obj.host}/${key}`);
    const headers = await signRequest({
      method: 'PUT',
      url,
      credentials: {
        accessKeyId: token.obj.accessKeyId,
        secretAccessKey: token.obj.accessKeySecret,
        sessionToken: token.obj.securityToken,
        region: token.obj.region,
      },
      now: new Date(),
    });
    try {
      const response = await fetch(url, { method: 'PUT', body: VOUCHER, headers });
      if (response.ok) return { ok: true, obj: null, setCookie: '' };
      // The same PUT again is harmless (one key, the same bytes): a 5xx is retried as a store away.
      return {
        ok: false,
        code: response.status >= 500 ? 503 : response.status,
        message: await response.text(),
      };
    } catch (error) {
      return { ok: false, code: 'network', message: (error as Error).message };
    }
  });
  if (!put.ok) return false;
  const registered = await retry(() =>
    call<{ filePath: string }>(
      store,
      'POST',
      '/oss/register',
      { key, purpose: 'voucher', fileName: '转账回单.png' },
      buyer.session,
    ),
  );
  if (!registered.ok) return false;
  const submitted = await retry(() =>
    call(store, 'POST', '/pay/transfer', { number, voucher: registered.obj.filePath }, buyer.session),
  );
  return submitted.ok;
}

interface Pending {
  list: { id: number; order_number: string }[];
}

/**
 * The finance operator's desk: every second, the vouchers waiting, each confirmed. `confirmed` is told
 * each order number the store answered OK for. Stops when `busy()` turns false and nothing waits.
 */
export async function confirmTransfers(
  store: ProofStore,
  staff: string,
  retry: Retry,
  confirmed: (number: string) => void,
  busy: () => boolean,
) {
  for (;;) {
    const pending = await retry(() =>
      call<Pending>(store, 'GET', '/admin/transfers', { state: 'pending', index: 1, pageSize: 50 }, staff),
    );
    const list = pending.ok ? pending.obj.list : [];
    for (const transfer of list) {
      const done = await retry(() =>
        call(store, 'POST', '/admin/transfers/confirm', { id: transfer.id }, staff),
      );
      if (done.ok) confirmed(transfer.order_number);
    }
    if (!busy() && list.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
