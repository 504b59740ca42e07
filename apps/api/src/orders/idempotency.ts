import { createHash } from 'node:crypto';
import type { Db, Tx } from '../platform/db.ts';
import { conflict } from '../platform/errors.ts';
import { claimKey, findKey, type KeyId, saveResponse } from './idempotency.repository.ts';

/**
 * Idempotency keys with Stripe's semantics (DESIGN §5): the same key with the same body answers what the
 * first request answered; the same key with another body is refused with code 409. The key is claimed
 * inside the operation's own transaction, so the answer and the work commit together (a crash between
 * them cannot leave one without the other), and a concurrent duplicate waits on the key's row until the
 * first commits, then answers from it. A refused request (stock short, a bad address…) rolls back with
 * its key: nothing is written for it (a refused call changes no row), and sending it again tries again.
 */

/** SHA-256 of a body with its object keys sorted, so field order does not change the hash. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const reused = () => conflict('该提交编号已用于另一份不同的订单内容，请刷新页面后重新提交');

export async function idempotent<T>(
  db: Db,
  id: KeyId,
  body: unknown,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const hash = requestHash(body);
  // Twice at most: a duplicate that lost the claim reads the winner's committed answer on its second turn.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const earlier = await findKey(db, id);
    if (earlier) {
      if (earlier.requestHash !== hash) throw reused();
      return (earlier.response as { answer: T }).answer;
    }
    const outcome = await db.transaction(async (tx) => {
      if (!(await claimKey(tx, id, hash))) return null;
      const answer = await work(tx);
      await saveResponse(tx, id, { answer });
      return { answer };
    });
    if (outcome) return outcome.answer;
  }
  throw conflict('订单正在提交中，请稍后在“我的订单”中查看');
}
