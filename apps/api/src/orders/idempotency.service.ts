/**
 * Idempotency keys as other components use them (`idempotency.ts`: Stripe's semantics, the key claimed
 * inside the work's own transaction). The points mall's redemption keeps its keys in the same table as
 * an order's submission, under its own scope (`points_redeem`).
 */
export { idempotent } from './idempotency.ts';
