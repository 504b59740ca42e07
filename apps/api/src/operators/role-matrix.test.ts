import { ADMIN_ROLE, permissionLabel } from '@labmall/contract';
import { Code, type Envelope } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import type { AnyRoute } from '../platform/route.ts';
import { allRoutes } from '../routes.ts';
import { builtInRoles } from './built-in-roles.ts';
import { loginStaff } from './testing/staff-fixtures.ts';

/**
 * The role matrix, generated from the route table: every operator route called as an operator holding
 * each seeded role, as a member and as a visitor. What is checked is only the access decision: a
 * route the role's permissions include answers anything but 403 (the empty payload may well be a 400,
 * or a 404, past the check); one they do not include answers 403 naming the route's permission.
 */
// Logging out ends the caller's session: called last, so it does not refuse the routes after it.
const endsSession = (route: AnyRoute) => Number(route.path === '/admin/auth/logout');
const operatorRoutes = allRoutes
  .filter((route): route is AnyRoute & { auth: 'operator' } => route.auth === 'operator')
  .sort((a, b) => endsSession(a) - endsSession(b));
const nameOf = (route: AnyRoute) => `${route.method} ${route.path}`;

describe('the role matrix: every operator route as every seeded role', () => {
  let t: TestApp;
  const sessions = new Map<string, string>();
  let memberSession: string;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    for (const role of builtInRoles) sessions.set(role.name, (await loginStaff(t, [role.name])).session);
    await t.login();
    memberSession = t.client.session!;
  });
  afterAll(() => t.close());

  const call = (route: AnyRoute, session: string | null) =>
    t.client.call(route.method, route.path, {}, { session }) as Promise<Envelope>;

  it('covers the whole operator API', () => {
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(81);
  });

  it.each(builtInRoles.map((role) => [role.name, role] as const))(
    'as %s: allowed or refused exactly as the route declares',
    async (name, role) => {
      const session = sessions.get(name)!;
      const wrong: string[] = [];
      for (const route of operatorRoutes) {
        const allowed =
          name === ADMIN_ROLE || route.permission === null || role.permissions.includes(route.permission);
        const answer = await call(route, session);
        if (allowed && answer.code === Code.FORBIDDEN)
          wrong.push(`${nameOf(route)}: refused (${answer.message})`);
        if (!allowed) {
          const refusal = { code: answer.code, obj: answer.obj, message: answer.message };
          const permission = route.permission!;
          const expected = {
            code: Code.FORBIDDEN,
            obj: { permission },
            message: expect.stringContaining(permissionLabel(permission)),
          };
          if (!matches(refusal, expected)) wrong.push(`${nameOf(route)}: ${JSON.stringify(refusal)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    300_000,
  );

  it('as a member (no staff member): 403 without naming a permission on every operator route', async () => {
    const wrong: string[] = [];
    for (const route of operatorRoutes) {
      const answer = await call(route, memberSession);
      if (answer.code !== Code.FORBIDDEN || answer.obj !== null)
        wrong.push(`${nameOf(route)}: ${answer.code}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('as a visitor: 503 (log in first) on every operator route', async () => {
    const wrong: string[] = [];
    for (const route of operatorRoutes) {
      const answer = await call(route, null);
      if (answer.code !== Code.SESSION_EXPIRED) wrong.push(`${nameOf(route)}: ${answer.code}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

/** `expect(actual).toMatchObject(expected)` as a boolean, so one test can list every mismatch. */
function matches(actual: unknown, expected: unknown): boolean {
  try {
    expect(actual).toMatchObject(expected as object);
    return true;
  } catch {
    return false;
  }
}
