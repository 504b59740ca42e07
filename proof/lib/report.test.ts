import { describe, expect, it } from 'vitest';
import { figuresOrFailure, summaryLine } from './report.ts';

describe('a proof scenario that throws', () => {
  it('when a scenario throws, then it is a FAIL line that says why, and the suite is not stopped', async () => {
    const figures = await figuresOrFailure(async () => {
      throw new Error('npm run db:backup exited 1');
    });
    expect(figures.problems).toHaveLength(1);
    expect(figures.problems[0]).toContain('npm run db:backup exited 1');
    expect(summaryLine('backup (postgres)', figures, 12)).toMatch(/^FAIL {2}backup \(postgres\)/);
  });

  it('when a scenario ends, then its own figures stand', async () => {
    const held = { acknowledged: 3, present: 3, lost: 0, duplicated: 0, notes: 'ok', problems: [] };
    expect(await figuresOrFailure(async () => held)).toBe(held);
  });
});
