import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTransport, type Envelope, type Transport } from '@labmall/protocol';

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
 * The e2e store's operator (playwright.config.ts lists it in OPERATOR_PHONES): registered on first use,
 * logged in by SMS code after that. Returns an API session, not a browser login.
 */
export const E2E_OPERATOR_PHONE = '16600000001';

/**
 * One operator session per store for the whole run: every SMS login spends one of the number's hourly
 * texts, and more journeys than that need an operator.
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

async function newOperatorSession(baseURL: string): Promise<string> {
  const phone = E2E_OPERATOR_PHONE;
  const registering = await callStore(baseURL, 'POST', '/sms/send', { phone, purpose: 'register' });
  if (registering.envelope.code === 200) {
    const registered = await callStore(baseURL, 'POST', '/register/mobile', {
      phone,
      code: lastSmsCode(phone),
    });
    if (!registered.session) throw new Error(`operator registration: ${registered.envelope.message}`);
    return registered.session;
  }
  const sent = await callStore(baseURL, 'POST', '/sms/send', { phone, purpose: 'login' });
  if (sent.envelope.code !== 200) throw new Error(`operator login code: ${sent.envelope.message}`);
  const loggedIn = await callStore(baseURL, 'POST', '/login/sms', { phone, code: lastSmsCode(phone) });
  if (!loggedIn.session) throw new Error(`operator login: ${loggedIn.envelope.message}`);
  return loggedIn.session;
}
