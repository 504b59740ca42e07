// The store API on PGlite in memory with the demo data, plus one bench-only route without the transport.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code } from '@labmall/protocol';
import { buildApp } from '../../apps/api/src/app.ts';
import { parseConfig, resolveKeys } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/platform/db.ts';
import { allRoutes } from '../../apps/api/src/routes.ts';
import { seedDemoData } from '../../apps/api/src/seed/seed.ts';
import { listenForParent } from './serve.ts';

// The parent passes the transport keys, so resolveKeys never writes a key file; anything else the app
// might write goes to a throwaway DATA_DIR, never the repository's data/.
const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const config = resolveKeys(
  parseConfig({
    DATA_DIR: dataDir,
    API_CIPHER_KEY: process.env.API_CIPHER_KEY,
    API_SIGN_SECRET: process.env.API_SIGN_SECRET,
    LOG_LEVEL: 'silent',
  }),
);
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db);

const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());

const route = allRoutes.find((r) => r.method === 'GET' && r.path === '/sys/config');
if (!route) throw new Error('GET /sys/config is not in allRoutes');

// What the transport plugin does for a visitor, minus verify, decrypt and encrypt: the same payload
// check, handler and answer filter, and the envelope sent as plain JSON.
// bench/api.ts loads this path as row (c).
app.get('/bench/sys-config-plain', async (request, reply) => {
  const payload = route.payload.parse({});
  const answer = await route.handler({
    payload,
    user: { id: 0, sessionId: null },
    userResource: '1',
    deps: app.deps,
    request,
    setSessionCookie() {},
    clearSessionCookie() {},
    setStaffSessionCookie() {},
    clearStaffSessionCookie() {},
    setCookie() {},
    clearCookie() {},
  });
  const obj = route.answer.parse(answer);
  return reply.header('cache-control', 'no-store').send({ code: Code.OK, obj, message: '操作成功' });
});

await listenForParent(app);
