import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createStructurePool, StructurePoolBusy } from './structure-pool.ts';

describe('the structure worker pool', () => {
  // One thread and a queue of one: the third task at once finds the queue full.
  const pool = createStructurePool({ threads: 1, maxQueue: 1 });
  afterAll(() => pool.close());

  it('confirms matches on a worker thread, not this one, and stops at the deadline', async () => {
    const candidates = [
      { id: 1, smiles: 'Cc1ccc([N+](=O)[O-])cc1' },
      { id: 2, smiles: 'C[N+](=O)[O-]' },
      { id: 3, smiles: 'O=[N+]([O-])c1ccccc1' },
    ];
    const query = 'O=[N+]([O-])c1ccccc1';
    const answer = await pool.confirm({ query, candidates, deadline: Date.now() + 60_000 });
    expect(answer.matched).toEqual([1, 3]);
    expect(answer.timedOut).toBe(false);
    expect(answer.thread).not.toBe(threadId);
    const late = await pool.confirm({ query, candidates, deadline: Date.now() - 1 });
    expect(late).toMatchObject({ matched: [], checked: 0, timedOut: true });
  }, 60_000);

  it('refuses a task when its queue is full instead of letting it wait', async () => {
    const tasks = Array.from({ length: 4 }, () => pool.readQuery('CCO'));
    const settled = await Promise.allSettled(tasks);
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((s) => s.status === 'rejected' && s.reason instanceof StructurePoolBusy)).toBe(true);
    expect(settled.some((s) => s.status === 'fulfilled')).toBe(true);
  }, 60_000);

  it('reads a query into its canonical form, or refuses it in Chinese', async () => {
    const read = await pool.readQuery('OCC');
    expect(read).toMatchObject({ query: { smiles: 'CCO', formula: 'C2H6O' } });
    expect(await pool.readQuery('c1cccc1')).toMatchObject({ error: expect.stringMatching(/无法识别/) });
    expect(await pool.readQuery('C'.repeat(201))).toMatchObject({
      error: expect.stringMatching(/^结构过大/),
    });
  }, 60_000);
});
