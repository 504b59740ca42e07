import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allImports,
  boundaryProblems,
  checkBoundaries,
  componentEdges,
  doesDataAccess,
  importsOf,
  loops,
  reaches,
  reachProblems,
  readSources,
} from './boundaries.ts';

const file = (relative: string, ...specifiers: string[]) => ({
  relative,
  source: specifiers.map((s, i) => `import { x${i} } from '${s}';`).join('\n'),
});

describe('component boundaries', () => {
  it('reads static, type, re-export and dynamic imports, relative ones only', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/b.service.ts';",
      "export { c } from '../c/c.ts';",
      "const d = await import('../d/d.ts');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', '../b/b.service.ts', '../c/c.ts', '../d/d.ts']);
  });

  it('when two components import each other, then that is a loop; around three, one loop of three', () => {
    const two = componentEdges([
      file('orders/a.ts', '../credit/c.ts'),
      file('credit/c.ts', '../orders/a.ts'),
    ]);
    expect(loops(two)).toEqual([['credit', 'orders']]);
    const three = componentEdges([
      file('orders/a.ts', '../payments/p.ts'),
      file('payments/p.ts', '../credit/c.ts'),
      file('credit/c.ts', '../orders/a.ts'),
    ]);
    expect(loops(three)).toEqual([['credit', 'orders', 'payments']]);
  });

  it('when the only way back is a table definition, a test, a fixture or the composition root, then no loop', () => {
    const edges = componentEdges([
      file('orders/a.ts', '../credit/c.ts'),
      file('credit/c.ts', '../orders/orders.schema.ts'),
      file('credit/c.test.ts', '../orders/a.ts'),
      file('credit/testing/fixtures.ts', '../orders/a.ts'),
      file('deps.ts', './orders/a.ts', './credit/c.ts'),
    ]);
    expect(loops(edges)).toEqual([]);
    expect(boundaryProblems(edges, [])).toEqual([]);
  });

  it('when the platform imports a component, of any name, then it is refused', () => {
    const edges = componentEdges([file('platform/web.ts', '../aftersales/refunds.service.ts')]);
    expect(boundaryProblems(edges, [])).toEqual([
      expect.stringContaining('platform imports the component aftersales'),
    ]);
  });

  it('a listed loop passes, a new one fails with its imports named, a listed one that is gone must be struck', () => {
    const edges = componentEdges([
      file('cart/a.ts', '../collect/b.ts'),
      file('collect/b.ts', '../cart/a.ts'),
    ]);
    expect(boundaryProblems(edges, [['collect', 'cart']])).toEqual([]);
    expect(boundaryProblems(edges, [])[0]).toContain('cart ↔ collect\n  cart/a.ts → ../collect/b.ts');
    expect(boundaryProblems([], [['cart', 'collect']])).toEqual([
      'the loop cart ↔ collect is gone: remove it from boundaries-debt.json',
    ]);
  });

  it('tells a type-only import from one that runs, packages included', () => {
    const source = [
      "import type { UserRow } from '../accounts/users.repository.ts';",
      "import { findUserById, type UserRow } from '../accounts/users.repository.ts';",
      "export type { Row } from './a.repository.ts';",
      'export type Local = { a: string };',
      "import { eq } from 'drizzle-orm';",
    ].join('\n');
    expect(allImports(source)).toEqual([
      { specifier: '../accounts/users.repository.ts', typeOnly: true },
      { specifier: '../accounts/users.repository.ts', typeOnly: false },
      { specifier: './a.repository.ts', typeOnly: true },
      { specifier: 'drizzle-orm', typeOnly: false },
    ]);
  });

  it('a repository, or a file importing drizzle-orm, platform/db.ts or the values of a repository, does data access', () => {
    expect(doesDataAccess('coupons/coupon-count.repository.ts', '')).toBe(true);
    expect(doesDataAccess('catalogue/product-query.ts', "import { sql } from 'drizzle-orm';")).toBe(true);
    expect(doesDataAccess('orders/idempotency.ts', "import type { Db } from '../platform/db.ts';")).toBe(
      true,
    );
    expect(doesDataAccess('orders/keys.ts', "import { claimKey } from './idempotency.repository.ts';")).toBe(
      true,
    );
    expect(doesDataAccess('search/tokenizer.ts', "import { z } from 'zod';")).toBe(false);
    expect(
      doesDataAccess('accounts/member-preload.ts', "import type { UserRow } from './users.repository.ts';"),
    ).toBe(false);
    expect(doesDataAccess('orders/pricing.ts', "import { formatYuan } from '../platform/money.ts';")).toBe(
      false,
    );
  });

  describe('another component only through its service', () => {
    const pure = { relative: 'accounts/passwords.ts', source: "import { z } from 'zod';" };
    const reading = {
      relative: 'orders/idempotency.ts',
      source: "import type { Db } from '../platform/db.ts';",
    };

    it("when a file reaches another component's repository or data-access module, then it is refused", () => {
      const found = reaches([
        file('coupons/coupons.service.ts', '../accounts/users.repository.ts'),
        file('points/points.service.ts', '../orders/idempotency.ts'),
        file('seed/demo-coupons.ts', '../coupons/coupons.repository.ts'),
        file('shipping/any-new-folder.ts', '../accounts/users.repository.ts'),
        reading,
      ]);
      expect(found.map(({ file, target }) => [file, target])).toEqual([
        ['coupons/coupons.service.ts', 'accounts/users.repository.ts'],
        ['points/points.service.ts', 'orders/idempotency.ts'],
        ['seed/demo-coupons.ts', 'coupons/coupons.repository.ts'],
        ['shipping/any-new-folder.ts', 'accounts/users.repository.ts'],
      ]);
    });

    it('when it imports a service, a port, tables, a pure module, or only types, then it passes', () => {
      const files = [
        file(
          'dashboard/dashboard.service.ts',
          '../accounts/accounts.service.ts',
          '../payments/gateway.port.ts',
          '../accounts/accounts.schema.ts',
          '../accounts/passwords.ts',
          '../platform/db.ts',
        ),
        {
          relative: 'dashboard/preload.ts',
          source: "import type { UserRow } from '../accounts/users.repository.ts';",
        },
        pure,
      ];
      expect(reaches(files)).toEqual([]);
    });

    it('when the importer is its own component, a test, a fixture, a script or the composition root, then it passes', () => {
      expect(
        reaches([
          file('accounts/auth.service.ts', './users.repository.ts'),
          file('coupons/coupons.race.test.ts', '../accounts/users.repository.ts'),
          file('coupons/testing/fixtures.ts', '../accounts/users.repository.ts'),
          file('scripts/db-seed.ts', '../accounts/users.repository.ts'),
          file('deps.ts', './accounts/users.repository.ts'),
        ]),
      ).toEqual([]);
    });

    it('a listed import passes, a new one fails saying what to do, a listed one that is gone must be struck', () => {
      const files = [
        file('dashboard/dashboard.service.ts', '../points/points.repository.ts'),
        file('points/points.service.ts'),
      ];
      expect(
        reachProblems(files, [['dashboard/dashboard.service.ts', 'points/points.repository.ts']]),
      ).toEqual([]);
      const [problem, ...rest] = reachProblems(files, []);
      expect(rest).toEqual([]);
      expect(problem).toContain(
        'dashboard/dashboard.service.ts imports ../points/points.repository.ts: data access of the component points',
      );
      expect(problem).toContain("Call points's service (points/points.service.ts)");
      expect(reachProblems([], [['dashboard/dashboard.service.ts', 'points/points.repository.ts']])).toEqual([
        "the import dashboard/dashboard.service.ts → points/points.repository.ts is gone: remove it from boundaries-debt.json's reaches",
      ]);
    });
  });

  it('the API as it stands breaks no boundary but those listed as debt', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const debt = JSON.parse(readFileSync(path.join(import.meta.dirname, 'boundaries-debt.json'), 'utf8'));
    expect(checkBoundaries(readSources(src), debt)).toEqual([]);
  });
});
