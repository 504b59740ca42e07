import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Code, createTransport, type Envelope, type Transport } from '@labmall/protocol';
import { generate } from 'otplib';

/** The embedded store's data directory of this run (playwright.config.ts creates it). */
export const dataDir = () => {
  const dir = process.env.LABMALL_E2E_DATA_DIR;
  if (!dir) throw new Error('LABMALL_E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dir;
};

let transport: Promise<Transport> | undefined;
function storeTransport() {
  transport ??= (async () => {
    const keys = JSON.parse(readFileSync(path.join(dataDir(), 'transport-keys.json'), 'utf8'));
    return createTransport({ cipherKey: keys.API_CIPHER_KEY, signSecret: keys.API_SIGN_SECRET });
  })();
  return transport;
}

/** Calls the store API the way a client does (encrypted, signed); returns the envelope and the cookie set. */
export async function callStore(
  baseURL: string,
  method: 'GET' | 'POST',
  apiPath: string,
  payload: unknown = {},
  session?: string,
) {
  const t = await storeTransport();
  const sealed = await t.seal(method, `/api${apiPath}`, payload, session ? { session } : {});
  const url = `${baseURL}/api${apiPath}`;
  const response =
    method === 'GET'
      ? await fetch(`${url}?${new URLSearchParams({ ...sealed })}`)
      : await fetch(url, {
          method,
          body: JSON.stringify(sealed),
          headers: { 'content-type': 'application/json' },
        });
  const envelope: Envelope = await t.openResponse(await response.json());
  // A member's `session` cookie or a staff member's `staff_session`.
  const issued = /session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { envelope, session: issued };
}

/** The last code the console SMS provider wrote for a number. */
export function lastSmsCode(phone: string): string {
  const file = path.join(dataDir(), 'sms-outbox.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    const message = JSON.parse(lines[i]!) as { to: string; code: string };
    if (message.to === phone) return message.code;
  }
  throw new Error(`no SMS for ${phone} in the outbox`);
}

let counter = 0;
/** A number no other journey of this run uses. */
export function freshPhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${counter}`.padStart(2, '0');
  return `137${tail.slice(-8)}`;
}

/** `obj` of a call that must succeed (a journey's set-up or expectations read from the store). */
export async function storeObj<T>(
  baseURL: string,
  method: 'GET' | 'POST',
  apiPath: string,
  payload: unknown = {},
  session?: string,
): Promise<T> {
  const { envelope } = await callStore(baseURL, method, apiPath, payload, session);
  if (envelope.code !== 200) throw new Error(`${apiPath}: ${envelope.code} ${envelope.message}`);
  return envelope.obj as T;
}

/**
 * The e2e store's operator: a staff member (管理员) that playwright.config.ts creates with
 * `npm run ops -- create-operator` before the store starts, with this name and password.
 */
export const E2E_OPERATOR = { username: 'e2e-operator', password: 'e2e-operator-password' } as const;

/**
 * One operator session per store for the whole run. The first login enrols the second factor as a
 * person would (scanning the QR code, here reading the secret beside it) and keeps the secret in the
 * run's data directory, so a later worker process computes its codes like an authenticator app.
 */
const operatorSessions = new Map<string, Promise<string>>();

export function operatorSession(baseURL: string): Promise<string> {
  let session = operatorSessions.get(baseURL);
  if (!session) {
    session = newOperatorSession(baseURL);
    session.catch(() => operatorSessions.delete(baseURL));
    operatorSessions.set(baseURL, session);
  }
  return session;
}

const secretFile = () => path.join(dataDir(), 'e2e-operator-totp.json');

/** What the run keeps of the e2e administrator: the authenticator's secret, the last session, the last time step used. */
interface OperatorFile {
  secret: string;
  session?: string;
  step?: number;
}

const STEP_SECONDS = 30;
const readOperatorFile = (): OperatorFile | null => {
  try {
    return JSON.parse(readFileSync(secretFile(), 'utf8')) as OperatorFile;
  } catch {
    return null;
  }
};

/**
 * A worker started after another (or restarted after a failed journey) reuses the session the run already
 * has: each new login spends a time step of the authenticator, and two in one step are refused as a replay
 * (which, repeated, locks the account and fails every console journey after it).
 */
async function newOperatorSession(baseURL: string): Promise<string> {
  const kept = readOperatorFile();
  if (
    kept?.session &&
    (await callStore(baseURL, 'GET', '/admin/me', {}, kept.session)).envelope.code === Code.OK
  ) {
    return kept.session;
  }
  const { ticket, next } = await storeObj<{ ticket: string; next: 'totp' | 'enrol' }>(
    baseURL,
    'POST',
    '/admin/auth/password',
    E2E_OPERATOR,
  );
  let done: Awaited<ReturnType<typeof callStore>>;
  let secret: string;
  let step = Math.floor(Date.now() / 1000 / STEP_SECONDS);
  if (next === 'enrol') {
    ({ secret } = await storeObj<{ secret: string }>(baseURL, 'POST', '/admin/auth/enrol/start', { ticket }));
    writeFileSync(secretFile(), JSON.stringify({ secret, step }));
    done = await callStore(baseURL, 'POST', '/admin/auth/enrol/confirm', {
      ticket,
      code: await generate({ secret }),
    });
  } else {
    const file = readOperatorFile();
    if (!file) throw new Error('operator login: the run lost the authenticator secret');
    secret = file.secret;
    // The next step's code (within the server's window), once it is past the last step this run spent.
    const spent = file.step ?? step;
    while (Math.floor(Date.now() / 1000 / STEP_SECONDS) < spent) await sleep(1000);
    step = Math.floor(Date.now() / 1000 / STEP_SECONDS) + 1;
    const code = await generate({ secret, epoch: step * STEP_SECONDS });
    done = await callStore(baseURL, 'POST', '/admin/auth/verify', { ticket, code });
  }
  if (!done.session) throw new Error(`operator login: ${done.envelope.code} ${done.envelope.message}`);
  writeFileSync(secretFile(), JSON.stringify({ secret, session: done.session, step } satisfies OperatorFile));
  return done.session;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A new staff member with these roles, created by the e2e administrator through the admin API, signed in
 * as a person would the first time (password, then enrolling the second factor): their session.
 */
export async function staffSession(baseURL: string, roles: string[]): Promise<string> {
  const admin = await operatorSession(baseURL);
  counter += 1;
  const username = `e2e-staff-${process.pid}-${Date.now().toString(36)}-${counter}`;
  const password = `pw-${username}-secret`;
  await storeObj(
    baseURL,
    'POST',
    '/admin/staff/create',
    { username, name: username, password, roles },
    admin,
  );
  const { ticket } = await storeObj<{ ticket: string }>(baseURL, 'POST', '/admin/auth/password', {
    username,
    password,
  });
  const { secret } = await storeObj<{ secret: string }>(baseURL, 'POST', '/admin/auth/enrol/start', {
    ticket,
  });
  const done = await callStore(baseURL, 'POST', '/admin/auth/enrol/confirm', {
    ticket,
    code: await generate({ secret }),
  });
  if (!done.session) throw new Error(`staff login: ${done.envelope.code} ${done.envelope.message}`);
  return done.session;
}
