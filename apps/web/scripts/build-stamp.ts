import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether the storefront build in `<root>/apps/web/build` was made from the sources as they are now:
 * apps/web (but its outputs and its scripts), every package, the lock file. The fingerprint is a hash
 * of those files' paths and contents, kept beside the build; contents, not times, so a fresh clone or
 * a checkout that touches every file but changes none still counts as built.
 */

const SKIP = new Set(['node_modules', 'build', '.react-router', 'scripts']);

function files(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files(full, out);
    else out.push(full);
  }
  return out;
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const lock = path.join(root, 'package-lock.json');
  const inputs = [
    ...files(path.join(root, 'apps/web')),
    ...files(path.join(root, 'packages')),
    ...(existsSync(lock) ? [lock] : []),
  ];
  for (const file of inputs) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (root: string) => path.join(root, 'apps/web/build/.source-hash');

export function isBuildCurrent(root: string): boolean {
  const build = path.join(root, 'apps/web/build');
  if (!existsSync(path.join(build, 'server/index.js')) || !existsSync(path.join(build, 'client')))
    return false;
  const stamp = stampPath(root);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceHash(root);
}

/** Called right after a successful build. */
export function stampBuild(root: string, hash = sourceHash(root)): void {
  writeFileSync(stampPath(root), `${hash}\n`);
}
