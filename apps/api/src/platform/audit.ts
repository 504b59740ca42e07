import { AsyncLocalStorage } from 'node:async_hooks';
import { Code, type Envelope } from '@labmall/protocol';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import type { Db, DbOrTx, Tx } from './db.ts';
import { messages } from './errors.ts';
import type { AnyRoute, CurrentUser } from './route.ts';

/**
 * The operator audit log's half in the platform (ADR 43). Every operator write (an `auth: 'operator'`
 * POST) runs inside one database transaction opened here, and its audit row is written in that same
 * transaction; a refused or failed attempt is rolled back and gets its row afterwards. Services keep
 * the `db` they were built with: it is `scopedDb(root)`, which sends every call made inside the
 * write's scope to the write's transaction (a service's own `db.transaction` becomes a savepoint).
 */

type Changes = Record<string, [unknown, unknown]>;

interface WriteScope {
  tx: Tx;
  /** False once the transaction has ended: work the handler left running goes to the database itself. */
  open: boolean;
  changes: { target: Record<string, string | number>; changes: Changes }[];
  afterCommit: (() => unknown)[];
}

const scopes = new AsyncLocalStorage<WriteScope>();

const current = () => {
  const scope = scopes.getStore();
  return scope?.open ? scope : undefined;
};

/** Whether this code runs inside an operator write's transaction (caches must not keep what it reads). */
export const inWriteScope = () => current() !== undefined;

/**
 * The `Db` every service holds: the database itself, or, inside an operator write, that write's
 * transaction. On PGlite (one connection) this is also what keeps a write from waiting on itself.
 */
export function scopedDb(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const source: object = current()?.tx ?? target;
      const value = Reflect.get(source, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

/**
 * What a service states it changed, before → after, on the named target (e.g. `{ order: 'LM…' }`): the
 * fields whose values differ go into the write's audit row. Nothing happens outside an operator write.
 */
export function recordChange(
  target: Record<string, string | number>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const scope = current();
  if (!scope) return;
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (SECRET_FIELD.test(field)) continue;
    const was = plain(before?.[field] ?? null);
    const is = plain(after?.[field] ?? null);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = [was, is];
  }
  scope.changes.push({ target, changes });
}

/**
 * Runs `effect` once the operator write commits (at once outside one): what leaves the database (the
 * page cache, messages) must not happen for a write that is rolled back.
 */
export async function afterCommit(effect: () => unknown) {
  const scope = current();
  if (scope) scope.afterCommit.push(effect);
  else await effect();
}

/**
 * As `afterCommit`, for an effect that must not run inside a transaction still open: inside an operator
 * write it runs (awaited) after the commit; outside one, where the caller's own transaction has not
 * committed yet, it is started and not awaited. The effect handles its own errors.
 */
export function afterCommitOrDetach(effect: () => Promise<unknown>): void {
  const scope = current();
  if (scope) scope.afterCommit.push(effect);
  else void effect();
}

/** One audit row as the platform hands it to the log (operators/audit.* stores and reads it). */
export interface AuditEntry {
  operatorId: number;
  permission: string | null;
  method: string;
  route: string;
  target: Record<string, unknown>;
  changes: Changes;
  code: number;
  message: string;
  requestId: string;
  address: string;
}

/** Where the rows go: implemented by the operators component, written with the handle it is given. */
export interface AuditLog {
  write(db: DbOrTx, entry: AuditEntry): Promise<void>;
}

class Refused extends Error {
  readonly envelope: Envelope;
  constructor(envelope: Envelope) {
    super('operator write refused');
    this.envelope = envelope;
  }
}

export interface AuditedCall {
  route: AnyRoute;
  payload: unknown;
  user: CurrentUser;
  request: { id: string; ip: string; log: { error(object: object, message: string): void } };
}

/**
 * Runs one operator write (`run` is dispatch's own work: access check, payload, handler, answer) in a
 * transaction with its audit row. An answer other than OK rolls the transaction back, then the attempt
 * is recorded on its own; effects queued with `afterCommit` run only after a commit.
 */
export async function auditedWrite(
  deps: { db: Db; audit: AuditLog },
  call: AuditedCall,
  run: () => Promise<Envelope>,
): Promise<Envelope> {
  // Only staff are audited: a visitor is refused before anything (503), and a member's session on an
  // operator route is refused as no staff (403) with an id from another table.
  if (call.user.id === 0 || !call.user.staff) return run();
  const entry = (envelope: Envelope, scope?: WriteScope): AuditEntry => ({
    operatorId: call.user.id,
    permission: call.route.permission ?? null,
    method: call.route.method,
    route: call.route.path,
    ...described(call.payload, scope),
    code: envelope.code,
    message: envelope.message,
    requestId: call.request.id,
    address: call.request.ip,
  });
  let scope: WriteScope | undefined;
  try {
    const envelope = await deps.db.transaction(async (tx) => {
      const opened: WriteScope = { tx, open: true, changes: [], afterCommit: [] };
      scope = opened;
      try {
        const answer = await scopes.run(opened, run);
        if (answer.code !== Code.OK) throw new Refused(answer);
        await deps.audit.write(tx, entry(answer, opened));
        return answer;
      } finally {
        opened.open = false;
      }
    });
    for (const effect of scope?.afterCommit ?? []) {
      try {
        await effect();
      } catch (error) {
        call.request.log.error(
          { err: error, route: call.route.path },
          'effect after an operator write failed',
        );
      }
    }
    return envelope;
  } catch (error) {
    // The database away (database-unavailable.ts): nothing was written, not even an audit row can be;
    // the transport answers 503 and logs the route, and the operator sends it again.
    if (isDatabaseUnavailable(error)) throw error;
    let envelope: Envelope;
    if (error instanceof Refused) envelope = error.envelope;
    else {
      call.request.log.error({ err: error, route: call.route.path }, 'operator write not recorded');
      envelope = { code: Code.SERVER_ERROR, obj: null, message: messages.server };
    }
    try {
      await deps.audit.write(deps.db, entry(envelope));
    } catch (failure) {
      call.request.log.error({ err: failure, route: call.route.path }, 'audit row of a refused write lost');
    }
    return envelope;
  }
}

/** What the payload says the write is about, and what it changed (a service's statement first). */
function described(payload: unknown, scope: WriteScope | undefined) {
  const sent = stripSecrets(payload);
  const target: Record<string, unknown> = {};
  if (isObject(sent)) {
    for (const [field, value] of Object.entries(sent)) if (TARGET_FIELD.test(field)) target[field] = value;
  }
  const stated = scope?.changes ?? [];
  for (const change of stated) Object.assign(target, change.target);
  let changes: Changes = {};
  if (stated.length === 1) changes = stated[0]!.changes;
  else if (stated.length > 1) {
    for (const { target: on, changes: fields } of stated) {
      const name = Object.entries(on)
        .map(([k, v]) => `${k} ${v}`)
        .join(' ');
      for (const [field, pair] of Object.entries(fields)) changes[`${name} · ${field}`] = pair;
    }
  } else if (isObject(sent)) {
    for (const [field, value] of Object.entries(sent)) changes[field] = [null, value];
  }
  return { target, changes };
}

/** Payload fields that name what is acted on: `id`, `ids`, `number`, `*_id`, `*_ids`, `*_number`. */
const TARGET_FIELD = /^(id|ids|number)$|_(id|ids|number)$/;

/** Fields never stored, at any depth, by name: passwords, secrets, tokens, codes (SMS, captcha…). */
const SECRET_FIELD = /(^|_)(password|secret|token|code)s?$/i;

/** The longest text kept per value: rich text and long lists are cut, with their length said. */
const MAX_TEXT = 500;

export function stripSecrets(value: unknown, depth = 0): unknown {
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => stripSecrets(item, depth + 1));
  if (isObject(value)) {
    const kept: Record<string, unknown> = {};
    for (const [field, inner] of Object.entries(value)) {
      if (!SECRET_FIELD.test(field)) kept[field] = stripSecrets(inner, depth + 1);
    }
    return kept;
  }
  if (typeof value === 'string' && value.length > MAX_TEXT) {
    return `${value.slice(0, MAX_TEXT)}…（共 ${value.length} 字）`;
  }
  return value;
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return stripSecrets(value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
