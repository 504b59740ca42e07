import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The structure editor (OpenChemLib, ~340 KB gzip; ADR 0060) is fetched by /structure when the buyer
// asks to draw: no page's first load, /structure's included, may carry it. Reads the client build
// (`npm run build` first), as bench/bundle.ts and bench/console-split.test.ts do.
const ASSETS = fileURLToPath(new URL('../apps/web/build/client/assets/', import.meta.url));

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
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

/** Strings of OpenChemLib's editor that survive minifying (its custom element's names). */
const EDITOR_MARKERS = ['openchemlib-editor', 'openchemlibCanvasEditor'];
const holdsEditor = (text: string) => EDITOR_MARKERS.some((marker) => text.includes(marker));
const read = (file: string) => readFileSync(path.join(ASSETS, file), 'utf8');

describe('the structure editor is loaded by /structure on demand only', () => {
  const { entry, routes } = manifest();
  const firstLoad = new Set(
    [
      entry.module,
      ...entry.imports,
      ...Object.values(routes).flatMap((r) => [r.module, ...(r.imports ?? [])]),
    ].map((url) => path.basename(url)),
  );
  const editorChunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js') && holdsEditor(read(name)));

  it('when the storefront is built, then the editor is in a chunk of its own', () => {
    expect(editorChunks.length).toBe(1);
  });

  it('when any page loads, /structure included, then the editor is not among its first-load scripts', () => {
    expect(editorChunks.filter((name) => firstLoad.has(name))).toEqual([]);
  });

  it('when a page module imports the editor chunk, then it is /structure, and only by a dynamic import', () => {
    const importers = readdirSync(ASSETS).filter(
      (name) =>
        name.endsWith('.js') && editorChunks.some((chunk) => name !== chunk && read(name).includes(chunk)),
    );
    expect(importers.length).toBeGreaterThan(0);
    for (const name of importers) {
      const text = read(name);
      expect(routes['routes/structure']!.module).toContain(name);
      const [chunk] = editorChunks;
      // `import("./structure-editor-….js")`, never a static `from"./structure-editor-….js"`.
      expect(text).not.toContain(`from"./${chunk}"`);
      expect(text).toMatch(new RegExp(`import\\(\\s*["'\`]\\./${chunk!.replace(/[.]/g, '\\.')}`));
    }
  });
});
