import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 38, RSS at rest: what a store on the default settings never uses is never loaded (ADR 0063).
describe('large libraries at start', () => {
  it('a store on the sandbox gateway and local storage imports neither the Alipay SDK nor the AWS SDK', () => {
    const probe = path.join(import.meta.dirname, '../../test/large-libraries-probe.ts');
    const run = spawnSync(process.execPath, [probe], { encoding: 'utf8', timeout: 90_000 });
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    const imported = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string[];
    expect(imported).toEqual([]);
  }, 120_000);
});
