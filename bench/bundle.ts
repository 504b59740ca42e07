// First-load JavaScript (gzip) of each public page, against DESIGN §10's 200 KB budget.
// Run `npm run build` first, then `npm run bench:bundle`.
//
// A page's first load is what React Router's <Scripts> makes the browser fetch for it: the client
// entry and its imports, and every matched route module (root, frame, the page) with its imports; the
// same set as the page's <link rel="modulepreload"> tags. It is read from the manifest React Router
// writes into the client build (build/client/assets/manifest-*.js); routes are matched with React
// Router's own matcher. Each file is gzipped with node:zlib at its default level (what
// @fastify/compress and `gzip` use) and summed. Not counted: the inline scripts in the HTML (the
// matched part of the route manifest and the loader data travel inside the document).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchRoutes, type RouteObject } from 'react-router';
import { machineFacts } from './lib/machine.ts';
import { formatTable } from './lib/table.ts';

const CLIENT_DIR = fileURLToPath(new URL('../apps/web/build/client/', import.meta.url));
/** DESIGN §10, in kilobytes of 1000 bytes (the stricter reading). */
const BUDGET_KB = 200;
const PAGES = ['/', '/list', '/item/1', '/brand', '/article', '/login', '/error/404', '/structure'];

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface RouteManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

function fail(message: string): never {
  console.error(`bench:bundle: ${message}`);
  process.exit(1);
}

/** The newest manifest-*.js in the client build, and the manifest object it assigns. */
function readManifest(): { file: string; manifest: RouteManifest } {
  const assets = path.join(CLIENT_DIR, 'assets');
  let names: string[];
  try {
    names = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  } catch {
    fail(`no client build at ${CLIENT_DIR}: run \`npm run build\` first`);
  }
  const newest = names
    .map((name) => ({ name, mtime: statSync(path.join(assets, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0];
  if (!newest) fail(`no React Router manifest (manifest-*.js) in ${assets}: run \`npm run build\` first`);
  const source = readFileSync(path.join(assets, newest.name), 'utf8');
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  return { file: `/assets/${newest.name}`, manifest: JSON.parse(json) as RouteManifest };
}

type IdRoute = RouteObject & { id: string };

/** The manifest's flat route list as the nested route objects `matchRoutes` expects. */
function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): IdRoute[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      return {
        id: route.id,
        path: route.path,
        ...(route.index ? { index: true } : children.length ? { children } : {}),
      } as IdRoute;
    });
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(url: string) {
  let size = sizes.get(url);
  if (!size) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(CLIENT_DIR, url));
    } catch {
      fail(`${url} is in the manifest but not in the build: is a build running? Rebuild and run again`);
    }
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(url, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function main() {
  const { file, manifest } = readManifest();
  const tree = routeTree(manifest.routes);
  const rows: string[][] = [];
  const usage = new Map<string, number>();
  const over: string[] = [];

  for (const page of PAGES) {
    const matches = matchRoutes(tree, page);
    if (!matches?.length) fail(`no route matches ${page}`);
    const routeIds = matches.map((m) => (m.route as IdRoute).id);
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set(manifest.entry.css ?? []);
    for (const id of routeIds) {
      const route = manifest.routes[id]!;
      js.add(route.module);
      for (const url of route.imports ?? []) js.add(url);
      for (const url of route.css ?? []) css.add(url);
    }
    let raw = 0;
    let gzip = 0;
    for (const url of js) {
      const size = sizeOf(url);
      raw += size.raw;
      gzip += size.gzip;
      usage.set(url, (usage.get(url) ?? 0) + 1);
    }
    const cssGzip = [...css].reduce((sum, url) => sum + sizeOf(url).gzip, 0);
    const verdict = gzip > BUDGET_KB * 1000 ? 'OVER' : 'ok';
    if (verdict === 'OVER') over.push(page);
    rows.push([
      page,
      routeIds.at(-1)!,
      String(js.size),
      kb(raw),
      kb(gzip),
      kb(cssGzip),
      `${verdict} (${Math.round((gzip / (BUDGET_KB * 1000)) * 100)}%)`,
    ]);
  }

  const facts = machineFacts();
  console.log(`First-load JavaScript per public page (KB = 1000 bytes; gzip at zlib's default level)`);
  console.log(`build: ${path.relative(process.cwd(), CLIENT_DIR)} (${file})\n`);
  console.log(
    formatTable(
      ['page', 'route', 'js files', 'js raw KB', 'js gzip KB', 'css gzip KB', `budget ${BUDGET_KB} KB`],
      rows,
    ),
  );

  const largest = [...sizes.entries()]
    .filter(([url]) => url.endsWith('.js'))
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .slice(0, 8)
    .map(([url, size]) => [url, kb(size.raw), kb(size.gzip), `${usage.get(url) ?? 0}/${PAGES.length}`]);
  console.log('\nLargest chunks');
  console.log(formatTable(['chunk', 'raw KB', 'gzip KB', 'pages'], largest));

  console.log('\nMachine');
  for (const [key, value] of Object.entries(facts)) if (key !== 'loadavg') console.log(`  ${key}: ${value}`);
  if (over.length) console.log(`\nOver the ${BUDGET_KB} KB budget: ${over.join(', ')}`);
  else console.log(`\nEvery page is within the ${BUDGET_KB} KB budget.`);
}

main();
