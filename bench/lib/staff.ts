// A bench's operator: created in a DATA_DIR before the store starts (as `npm run ops -- create-operator`
// does), then signed in as the console does. Used by bench:import and bench:chat.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { callStore, fail, type Store } from './store-process.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface BenchOperator {
  username: string;
  password: string;
}

/** The operator (管理员) in `dataDir`; on PostgreSQL the database is also seeded, as `npm run db:seed` does. */
export function prepareStore(dataDir: string, databaseUrl: string, operator: BenchOperator) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' };
  const ops = spawnSync(
    process.execPath,
    ['apps/api/src/scripts/ops.ts', 'create-operator', '--username', operator.username, '--role', '管理员'],
    { cwd: ROOT, env: { ...env, OPERATOR_PASSWORD: operator.password }, stdio: 'inherit' },
  );
  if (ops.status !== 0) fail('npm run ops -- create-operator failed');
  if (databaseUrl) {
    // The server seeds only an embedded database it has just created: seed this one as `npm run db:seed` does.
    const seeded = spawnSync(process.execPath, ['apps/api/src/scripts/db-seed.ts'], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    if (seeded.status !== 0) fail('seeding the scratch PostgreSQL database failed');
  }
}

/** The console's staff sign-in: password, then enrolling the authenticator (its code from the secret). */
export async function staffSession(store: Store, operator: BenchOperator): Promise<string> {
  const first = await callStore(store, 'POST', '/admin/auth/password', operator);
  const { ticket, next } = first.obj as { ticket: string; next: string };
  if (next !== 'enrol') fail(`the new operator should enrol a second factor, the store said ${next}`);
  const { secret } = (await callStore(store, 'POST', '/admin/auth/enrol/start', { ticket })).obj as {
    secret: string;
  };
  const done = await callStore(store, 'POST', '/admin/auth/enrol/confirm', {
    ticket,
    code: await generate({ secret }),
  });
  const session = /staff_session=([^;]+)/.exec(done.setCookie)?.[1];
  if (!session) fail('POST /admin/auth/enrol/confirm set no staff_session cookie');
  return session;
}
