import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './lib/store-process.ts';

const API = fileURLToPath(new URL('../apps/api/', import.meta.url));
const startScript: string = JSON.parse(readFileSync(`${API}package.json`, 'utf8')).scripts.start;

/** Runs `npm start`'s own command line with the server replaced by a print of what node was given. */
function launch(env: Record<string, string>): { arenas: string | undefined; flags: string[] } {
  const probe = `-p "JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX, flags: process.execArgv })"`;
  expect(startScript).toMatch(/ src\/server\.ts$/);
  const command = startScript.replace(/ src\/server\.ts$/, ` ${probe}`);
  const { MALLOC_ARENA_MAX: _arenas, NODE_HEAP_MB: _heap, ...inherited } = process.env;
  const seen = JSON.parse(
    execFileSync('sh', ['-c', command], { cwd: API, env: { ...inherited, ...env } }).toString(),
  );
  // node lists the probe's own -p and its code last.
  return { arenas: seen.arenas, flags: seen.flags.slice(0, -2) };
}

describe('the store as npm start runs it, and as bench and proof run it', () => {
  it('caps malloc arenas and the heap alike, so a bench measures the process a merchant runs', () => {
    const started = launch({});
    expect(started.flags).toEqual(SERVER_NODE_FLAGS);
    expect(started.arenas).toBe(SERVER_ENV.MALLOC_ARENA_MAX);
  });

  it('leaves the arenas and the heap to the shell that sets them', () => {
    const started = launch({ MALLOC_ARENA_MAX: '8', NODE_HEAP_MB: '512' });
    expect(started.arenas).toBe('8');
    expect(started.flags).toContain('--max-old-space-size=512');
  });
});
