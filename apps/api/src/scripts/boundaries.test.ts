import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryProblems, componentEdges, importsOf, loops, readSources } from './boundaries.ts';

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

  it('the API as it stands has no loop but those listed as debt, and a platform that imports no component', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const debt = JSON.parse(readFileSync(path.join(import.meta.dirname, 'boundaries-debt.json'), 'utf8'));
    expect(boundaryProblems(componentEdges(readSources(src)), debt.loops)).toEqual([]);
  });
});
