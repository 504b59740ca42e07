import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildCurrent, stampBuild } from './build-stamp.ts';

describe('the storefront build stamp (npm start builds only when stale)', () => {
  let root: string;
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'labmall-stamp-'));
    write('apps/web/app/root.tsx', 'export {}');
    write('packages/contract/src/index.ts', 'export {}');
    write('package-lock.json', '{}');
    write('apps/web/build/server/index.js', '');
    mkdirSync(path.join(root, 'apps/web/build/client'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('when nothing changed since the stamped build, then it is current', () => {
    expect(isBuildCurrent(root)).toBe(false); // never stamped
    stampBuild(root);
    expect(isBuildCurrent(root)).toBe(true);
    // Outputs and the generated route types are not sources.
    write('apps/web/build/client/new.js', 'x');
    write('apps/web/.react-router/types/x.ts', 'x');
    expect(isBuildCurrent(root)).toBe(true);
  });

  it.each([
    ['a page', 'apps/web/app/root.tsx'],
    ['a package the storefront imports', 'packages/contract/src/index.ts'],
    ['the lock file', 'package-lock.json'],
    ['a new source file', 'apps/web/app/routes/new.tsx'],
  ])('when %s changes, then it must be rebuilt', (_, file) => {
    stampBuild(root);
    write(file, 'export const changed = 1;');
    expect(isBuildCurrent(root)).toBe(false);
  });

  it('when the build output is missing, then it must be rebuilt whatever the stamp says', () => {
    stampBuild(root);
    rmSync(path.join(root, 'apps/web/build/server'), { recursive: true });
    expect(isBuildCurrent(root)).toBe(false);
  });
});
