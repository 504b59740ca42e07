import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent, sourceHash, stampBuild } from './build-stamp.ts';

// `npm start`: a full storefront build costs 20–45 s on a 2-core machine; build only when the
// sources changed since the last one (build-stamp.ts), so a second start serves in seconds.
const root = path.resolve(import.meta.dirname, '../../..');
if (isBuildCurrent(root)) {
  console.log('storefront build is up to date (apps/web/build); skipping the build');
} else {
  const hash = sourceHash(root);
  const result = spawnSync('npm', ['run', 'build', '-w', '@labmall/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stampBuild(root, hash);
}
