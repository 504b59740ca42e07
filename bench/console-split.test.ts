import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The console (/admin) is loaded only by its own routes (ADR 0044): no storefront route's client
// chunks may hold any of its code. Reads the client build (`npm run build` first), as bench/bundle.ts.
const ASSETS = fileURLToPath(new URL('../apps/web/build/client/assets/', import.meta.url));

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}

function manifest(): { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> } {
  const names = readdirSync(ASSETS).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  const newest = names.sort(
    (a, b) => statSync(path.join(ASSETS, b)).mtimeMs - statSync(path.join(ASSETS, a)).mtimeMs,
  )[0];
  if (!newest) throw new Error(`no client build in ${ASSETS}: run \`npm run build\` first`);
  const source = readFileSync(path.join(ASSETS, newest), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

const read = (url: string) => readFileSync(path.join(ASSETS, '..', url), 'utf8');

/** Strings only console modules hold: its class names and the shell's own words. */
const CONSOLE_MARKERS = ['lm-console__', '后台菜单', '无权访问'];

const isConsole = (id: string) => id.startsWith('routes/admin/');

describe('the console’s code stays out of the storefront’s chunks', () => {
  const { entry, routes } = manifest();
  const filesOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];

  it('when the console routes are built, then their chunks hold the markers (so their absence below means something)', () => {
    const consoleFiles = Object.values(routes)
      .filter((r) => isConsole(r.id))
      .flatMap(filesOf);
    expect(consoleFiles.length).toBeGreaterThan(0);
    const text = consoleFiles.map(read).join('\n');
    for (const marker of CONSOLE_MARKERS) expect(text).toContain(marker);
  });

  it('when any storefront page loads, then none of its scripts or stylesheets holds console code', () => {
    const storefront = Object.values(routes).filter((r) => !isConsole(r.id));
    expect(storefront.length).toBeGreaterThan(30);
    const files = new Set([
      entry.module,
      ...entry.imports,
      ...storefront.flatMap((r) => [...filesOf(r), ...(r.css ?? [])]),
    ]);
    const leaks = [...files].flatMap((url) => {
      const text = read(url);
      return CONSOLE_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${url}: ${marker}`);
    });
    expect(leaks).toEqual([]);
  });
});
