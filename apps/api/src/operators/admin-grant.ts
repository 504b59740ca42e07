import { isMobile } from '@labmall/rules';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { type GrantOutcome, setOperator, setOperatorRole } from './operators.repository.ts';
import { type OperatorRole, operatorRoles } from './operators.schema.ts';

/**
 * `npm run admin:grant -- <phone>` makes the member with that number an operator;
 * `npm run admin:grant -- --revoke <phone>` makes them an ordinary member again.
 * `--role view_id_numbers` grants (or with --revoke takes away) just that role; granting a role makes
 * the member an operator too.
 * The member must have registered first. Uses the same configuration as the server (DATA_DIR or
 * DATABASE_URL); with the embedded database, stop the server first (PGlite has one owner at a time).
 */
const USAGE = `usage: npm run admin:grant -- [--revoke] [--role ${operatorRoles.join('|')}] <mobile number>`;

const saidOperator: Record<GrantOutcome, (phone: string) => string> = {
  granted: (p) => `${p} is now an operator`,
  already: (p) => `${p} was already an operator`,
  revoked: (p) => `${p} is no longer an operator`,
  'not-operator': (p) => `${p} was not an operator`,
  'no-member': (p) => `no member has the number ${p}: register it in the store first`,
};

const saidRole = (role: OperatorRole): Record<GrantOutcome, (phone: string) => string> => ({
  granted: (p) => `${p} is now an operator with the role ${role}`,
  already: (p) => `${p} already had the role ${role}`,
  revoked: (p) => `${p} no longer has the role ${role} (and is still an operator)`,
  'not-operator': (p) => `${p} did not have the role ${role}`,
  'no-member': saidOperator['no-member'],
});

function parseArgs(args: string[]) {
  const rest = [...args];
  const revoke = rest.includes('--revoke');
  if (revoke) rest.splice(rest.indexOf('--revoke'), 1);
  let role: OperatorRole | undefined;
  const at = rest.indexOf('--role');
  if (at >= 0) {
    const named = rest[at + 1];
    if (!operatorRoles.includes(named as OperatorRole)) return undefined;
    role = named as OperatorRole;
    rest.splice(at, 2);
  }
  const phone = rest[0]?.replace(/^T/, '');
  if (rest.length !== 1 || !phone || !isMobile(phone)) return undefined;
  return { revoke, role, phone };
}

const parsed = parseArgs(process.argv.slice(2));
if (!parsed) {
  console.error(USAGE);
  process.exit(2);
}
const { revoke, role, phone } = parsed;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const outcome = role
    ? await setOperatorRole(database.db, phone, role, revoke)
    : await setOperator(database.db, phone, revoke);
  console.log((role ? saidRole(role) : saidOperator)[outcome](phone));
  process.exitCode = outcome === 'no-member' ? 1 : 0;
} finally {
  await database.close();
}
