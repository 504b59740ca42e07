// The whole API with local storage on an ephemeral loopback port, for tests and benches that must
// reach it over real HTTP from another package (the storefront's upload helper). Embedded database
// in memory, objects in a temporary DATA_DIR removed on exit. It logs one member in and reports to
// the parent over IPC: { origin, session, cipherKey, signSecret }.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCipherKey, generateSignSecret } from '@labmall/protocol';
import { insertUser } from '../../accounts/users.repository.ts';
import { buildApp } from '../../app.ts';
import { parseConfig, resolveKeys } from '../../config.ts';
import { openDatabase } from '../../platform/db.ts';

/**
 * A free loopback port, known before the config is parsed: the upload endpoint the store hands out is
 * built on an allowed Host (platform/public-origin.ts), which by default is the configured listen port.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'labmall-upload-server-'));
const config = resolveKeys(
  parseConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    API_CIPHER_KEY: generateCipherKey(),
    API_SIGN_SECRET: generateSignSecret(),
  }),
);
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const app = await buildApp({ config, database });
app.addHook('onClose', () => database.close());
await app.listen({ host: config.HOST, port: config.PORT });

const user = await insertUser(database.db, { phone: '13900000001' });
const { token } = await app.deps.sessions.issue(user.id);
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');

const stop = () => {
  app.server.closeAllConnections();
  app.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.send?.({
  origin: `http://127.0.0.1:${address.port}`,
  session: token,
  cipherKey: config.API_CIPHER_KEY,
  signSecret: config.API_SIGN_SECRET,
});
