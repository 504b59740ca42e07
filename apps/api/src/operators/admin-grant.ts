import { ADMIN_ROLE } from '@labmall/contract';
import { isMobile } from '@labmall/rules';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { type GrantOutcome, listRoles, setOperator, setOperatorRole } from './operators.repository.ts';

/**
 * `npm run admin:grant -- <phone>` makes the member with that number an operator holding 管理员;
 * `npm run admin:grant -- --revoke <phone>` makes them an ordinary member again.
 * `--role <name>` gives them just that role (any role in the store: 订单, 财务… or one an administrator
 * made), making the member an operator without other roles if they were not one; with --revoke it
 * takes just that role away. The member must have registered first. Uses the same configuration as the
 * server (DATA_DIR or DATABASE_URL); with the embedded database, stop the server first (PGlite has one
 * owner at a time).
 */
const USAGE = 'usage: npm run admin:grant -- [--revoke] [--role <role name, e.g. 财务>] <mobile number>';

const saidOperator: Record<GrantOutcome, (phone: string) => string> = {
  granted: (p) => `${p} is now an operator with the role ${ADMIN_ROLE}`,
  already: (p) => `${p} was already an operator (roles unchanged)`,
  revoked: (p) => `${p} is no longer an operator`,
  'not-operator': (p) => `${p} was not an operator`,
  'no-member': (p) => `no member has the number ${p}: register it in the store first`,
  'no-role': () => `the role ${ADMIN_ROLE} is missing: run the migrations`,
};

const saidRole = (role: string, known: string[]): Record<GrantOutcome, (phone: string) => string> => ({
  granted: (p) => `${p} is now an operator with the role ${role}`,
  already: (p) => `${p} already had the role ${role}`,
  revoked: (p) => `${p} no longer has the role ${role} (and is still an operator)`,
  'not-operator': (p) => `${p} did not have the role ${role}`,
  'no-member': saidOperator['no-member'],
  'no-role': () =>
    `no role is named ${role}; the roles are: ${known.join(', ')}` +
    (role === 'view_id_numbers'
      ? ` (view_id_numbers is now the permission members.view_id_numbers, held by ${ADMIN_ROLE} or a role an administrator gives it)`
      : ''),
});

function parseArgs(args: string[]) {
  const rest = [...args];
  const revoke = rest.includes('--revoke');
  if (revoke) rest.splice(rest.indexOf('--revoke'), 1);
  let role: string | undefined;
  const at = rest.indexOf('--role');
  if (at >= 0) {
    role = rest[at + 1]?.trim();
    if (!role) return undefined;
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
  const known = outcome === 'no-role' ? (await listRoles(database.db)).map((r) => r.name) : [];
  console.log((role ? saidRole(role, known) : saidOperator)[outcome](phone));
  process.exitCode = outcome === 'no-member' || outcome === 'no-role' ? 1 : 0;
} finally {
  await database.close();
}
