import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { ADMIN_ROLE } from '@labmall/contract';
import type { Db } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { findStaffByUsername } from './staff.repository.ts';
import { createStaffService } from './staff.service.ts';

/** The password from OPERATOR_PASSWORD (through the config), else asked for twice on the terminal without echo. */
async function readPassword(fromConfig: string | undefined): Promise<string> {
  if (fromConfig) return fromConfig;
  if (!stdin.isTTY) throw new Error('no terminal to ask for the password: set OPERATOR_PASSWORD');
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: stdin, output: stdout, terminal: true });
      // Echo nothing of what is typed; the prompt itself is written once.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.startsWith(prompt)) stdout.write(prompt);
      };
      rl.question(prompt, (answer) => {
        rl.close();
        stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('password: ');
  if ((await ask('again: ')) !== first) throw new Error('the two passwords differ');
  return first;
}

const explain = (error: unknown) =>
  error instanceof AppError
    ? `${error.message}${error.obj && typeof error.obj === 'object' && 'fields' in error.obj ? ` ${JSON.stringify(error.obj.fields)}` : ''}`
    : (error as Error).message;

/**
 * The ops commands on an open database; the exit code (0 done, 1 refused). `create-operator` makes a
 * staff member with these roles (管理员 for the first administrator), `reset-password` sets a new password
 * and lifts a lock, `reset-totp` turns the second factor off (enrolled again at the next login); both
 * end the staff member's sessions.
 */
export async function runOps(
  db: Db,
  args: {
    command: string;
    username: string;
    roles: string[];
    name: string;
    usage: string;
    /** OPERATOR_PASSWORD, when set. */
    password?: string | undefined;
  },
): Promise<number> {
  const staff = createStaffService({ db });
  try {
    if (args.command === 'create-operator') {
      if (args.roles.length === 0) throw new Error(`name at least one role, e.g. --role ${ADMIN_ROLE}`);
      const created = await staff.create({
        username: args.username,
        name: args.name,
        password: await readPassword(args.password),
        roles: args.roles,
      });
      console.log(
        `created ${created.username} (id ${created.id}) with ${created.roles.join(', ')}: log in at /admin/login; the authenticator app is set up at the first login`,
      );
      return 0;
    }
    if (args.command !== 'reset-password' && args.command !== 'reset-totp') throw new Error(args.usage);
    const row = await findStaffByUsername(db, args.username);
    if (!row) throw new Error(`no staff member is named ${args.username}`);
    if (args.command === 'reset-password') {
      await staff.resetPassword(row.id, await readPassword(args.password));
      console.log(`${row.username}: new password set, lock lifted, sessions ended`);
    } else {
      await staff.resetTotp(row.id);
      console.log(`${row.username}: second factor reset (set up again at the next login), sessions ended`);
    }
    return 0;
  } catch (error) {
    console.error(explain(error));
    return 1;
  }
}
