import { isMobile } from '@labmall/rules';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';
import { type GrantOutcome, setOperator } from './operators.repository.ts';

/**
 * `npm run admin:grant -- <phone>` makes the member with that number an operator;
 * `npm run admin:grant -- --revoke <phone>` makes them an ordinary member again.
 * The member must have registered first. Uses the same configuration as the server (DATA_DIR or
 * DATABASE_URL); with the embedded database, stop the server first (PGlite has one owner at a time).
 */
const USAGE = 'usage: npm run admin:grant -- [--revoke] <mobile number>';

const said: Record<GrantOutcome, (phone: string) => string> = {
  granted: (p) => `${p} is now an operator`,
  already: (p) => `${p} was already an operator`,
  revoked: (p) => `${p} is no longer an operator`,
  'not-operator': (p) => `${p} was not an operator`,
  'no-member': (p) => `no member has the number ${p}: register it in the store first`,
};

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const phone = args.filter((a) => a !== '--revoke')[0]?.replace(/^T/, '');
if (!phone || !isMobile(phone) || args.length > (revoke ? 2 : 1)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const outcome = await setOperator(database.db, phone, revoke);
  console.log(said[outcome](phone));
  process.exitCode = outcome === 'no-member' ? 1 : 0;
} finally {
  await database.close();
}
