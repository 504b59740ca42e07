import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's component boundaries as a rule over folders, not a list of names (issue 31): every folder
 * of apps/api/src is a component, whichever exist now or later. What the rule reads:
 *
 * - **platform imports no component**: it declares ports that components implement (ADR 15).
 * - **no loops between components**: no two component folders import each other, directly or around
 *   a loop. Table definitions (`*.schema.ts`) may reference each other's tables, so an import of a
 *   `*.schema.ts` is not an edge; neither are tests, test fixtures (`testing/`), the composition root
 *   (the files at the top of src: app, deps, routes, server, config) and the command-line scripts.
 *
 * - **another component only through its service**: a file of component A may import from component B
 *   (B not A, not the platform; the importer not a test, a `testing/` fixture, the composition root or a
 *   script) only B's `*.service.ts`, `*.schema.ts` (tables), `*.port.ts`, or a module of B that does no
 *   data access (`doesDataAccess`: pure rules, constants, types, text helpers). `import type` does not
 *   count. A service may re-export the repository functions its component makes public, so everything
 *   others touch is listed in one file.
 *
 * What exists today and is being taken apart is listed in `boundaries-debt.json`: `loops` (groups of
 * components) and `reaches` (`[importing file, imported file]`, paths relative to src). The check fails
 * on anything not listed there, and on a listed entry that no longer exists (so the lists only shrink).
 */

export interface Edge {
  from: string;
  to: string;
  /** The importing file and what it imports, for the message. */
  file: string;
  specifier: string;
}

/** Folders that are not components: the platform is checked apart, these import anything. */
const NOT_COMPONENTS = new Set(['scripts']);

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s)?[^'"=;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Relative specifiers a file imports (static, re-exports, dynamic), comments not excluded. */
export function importsOf(source: string): string[] {
  return allImports(source)
    .map((found) => found.specifier)
    .filter((specifier) => specifier.startsWith('.'));
}

export interface Import {
  specifier: string;
  /** `import type …` or `export type … from`: erased when the file runs. */
  typeOnly: boolean;
}

/** Every specifier a file imports, packages included, and whether the import is type-only. */
export function allImports(source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3];
    if (specifier) found.push({ specifier, typeOnly: match[1] !== undefined });
  }
  return found;
}

/** Where a relative specifier of a file points, relative to src ('..'-led when outside it). */
function resolve(relative: string, specifier: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(relative), specifier));
}

/** Whether a file's imports count as component edges. */
export function isCheckedFile(relative: string): boolean {
  if (!relative.includes('/')) return false; // the composition root
  if (/\.test\.tsx?$/.test(relative)) return false;
  if (relative.split('/').includes('testing')) return false;
  return /\.tsx?$/.test(relative);
}

/** Component-level edges of a set of files (paths relative to src, '/'-separated). */
export function componentEdges(files: { relative: string; source: string }[]): Edge[] {
  const edges: Edge[] = [];
  for (const { relative, source } of files) {
    if (!isCheckedFile(relative)) continue;
    const from = relative.split('/')[0]!;
    for (const specifier of importsOf(source)) {
      const target = resolve(relative, specifier);
      if (target.startsWith('..') || !target.includes('/')) continue; // outside src, or the root
      const to = target.split('/')[0]!;
      if (to === from || target.endsWith('.schema.ts')) continue;
      edges.push({ from, to, file: relative, specifier });
    }
  }
  return edges;
}

/** Strongly connected groups of more than one component (Tarjan), each sorted, the list sorted. */
export function loops(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (NOT_COMPONENTS.has(from) || NOT_COMPONENTS.has(to)) continue;
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a.join().localeCompare(b.join()));
}

/** Every message the check has for these edges against the listed debt; empty when it passes. */
export function boundaryProblems(edges: Edge[], debt: string[][]): string[] {
  const problems: string[] = [];
  for (const edge of edges) {
    if (edge.from === 'platform' && edge.to !== 'platform') {
      problems.push(
        `platform imports the component ${edge.to}: ${edge.file} → ${edge.specifier} (declare a port)`,
      );
    }
  }
  const known = new Set(debt.map((group) => [...group].sort().join(' ↔ ')));
  const found = loops(edges.filter((edge) => edge.from !== 'platform'));
  const foundKeys = new Set(found.map((group) => group.join(' ↔ ')));
  for (const group of found) {
    const key = group.join(' ↔ ');
    if (known.has(key)) continue;
    const inside = edges
      .filter((edge) => group.includes(edge.from) && group.includes(edge.to))
      .map((edge) => `  ${edge.file} → ${edge.specifier}`);
    problems.push(`components import each other around a loop: ${key}\n${inside.join('\n')}`);
  }
  for (const key of known) {
    if (!foundKeys.has(key)) problems.push(`the loop ${key} is gone: remove it from boundaries-debt.json`);
  }
  return problems;
}

/** What another component may import of a component whatever the file holds: its public surface. */
const PUBLIC_SURFACE = /\.(?:service|schema|port)\.ts$/;

/**
 * Whether a file does data access, judged from the file alone (not what its imports import): it is a
 * `*.repository.ts`, or it imports `drizzle-orm` or `platform/db.ts` (even as a type: a function that
 * takes the database handle reaches the tables), or it imports a value from a `*.repository.ts`. What is
 * left is pure: rules, constants, types, text helpers (`search/tokenizer.ts`, `coupons/coupon-rules.ts`).
 */
export function doesDataAccess(relative: string, source: string): boolean {
  if (relative.endsWith('.repository.ts')) return true;
  return allImports(source).some(({ specifier, typeOnly }) => {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return true;
    if (!specifier.startsWith('.')) return false;
    const target = resolve(relative, specifier);
    return target === 'platform/db.ts' || (!typeOnly && target.endsWith('.repository.ts'));
  });
}

/** A file of one component importing a file of another that is neither its public surface nor pure. */
export interface Reach {
  file: string;
  specifier: string;
  /** The imported file, relative to src. */
  target: string;
}

/** Every import across components that bypasses the imported component's service. */
export function reaches(files: { relative: string; source: string }[]): Reach[] {
  const sources = new Map(files.map(({ relative, source }) => [relative, source]));
  const found: Reach[] = [];
  for (const { relative, source } of files) {
    if (!isCheckedFile(relative)) continue;
    const from = relative.split('/')[0]!;
    if (NOT_COMPONENTS.has(from)) continue;
    for (const { specifier, typeOnly } of allImports(source)) {
      if (typeOnly || !specifier.startsWith('.')) continue;
      const target = resolve(relative, specifier);
      if (target.startsWith('..') || !target.includes('/')) continue;
      const to = target.split('/')[0]!;
      if (to === from || to === 'platform' || PUBLIC_SURFACE.test(target)) continue;
      // A file the check cannot read (none in the tree: typecheck would fail) is judged by its name.
      if (!doesDataAccess(target, sources.get(target) ?? '')) continue;
      found.push({ file: relative, specifier, target });
    }
  }
  return found;
}

/** Every message of the service rule for these files against the listed debt; empty when it passes. */
export function reachProblems(files: { relative: string; source: string }[], debt: string[][]): string[] {
  const problems: string[] = [];
  const known = new Set(debt.map(([file, target]) => `${file} → ${target}`));
  const found = reaches(files);
  const foundKeys = new Set(found.map(({ file, target }) => `${file} → ${target}`));
  for (const { file, specifier, target } of found) {
    if (known.has(`${file} → ${target}`)) continue;
    const owner = target.split('/')[0]!;
    const services = files
      .map(({ relative }) => relative)
      .filter((relative) => relative.startsWith(`${owner}/`) && relative.endsWith('.service.ts'))
      .sort();
    problems.push(
      [
        `${file} imports ${specifier}: data access of the component ${owner}, reached past its service.`,
        `  Call ${owner}'s service (${services.join(', ') || `add ${owner}/${owner}.service.ts`}): use or add a function`,
        '  that does the work (pass it your tx to run inside your transaction, or wire a port in deps.ts);',
        '  for a plain read, the service may re-export the repository function so what others use is listed there.',
        '  Across components a file may import *.service.ts, *.port.ts, *.schema.ts, a module that does no data',
        '  access (not a *.repository.ts; imports neither drizzle-orm, platform/db.ts nor values of a repository),',
        '  and anything with `import type`.',
      ].join('\n'),
    );
  }
  for (const key of known) {
    if (!foundKeys.has(key))
      problems.push(`the import ${key} is gone: remove it from boundaries-debt.json's reaches`);
  }
  return problems;
}

/** Every boundary problem of the API's files against `boundaries-debt.json`; empty when it passes. */
export function checkBoundaries(
  files: { relative: string; source: string }[],
  debt: { loops: string[][]; reaches: string[][] },
): string[] {
  return [...boundaryProblems(componentEdges(files), debt.loops), ...reachProblems(files, debt.reaches)];
}

/** Every .ts/.tsx file under a folder, paths relative to it. */
export function readSources(root: string): { relative: string; source: string }[] {
  const files: { relative: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) {
        files.push({
          relative: path.relative(root, full).split(path.sep).join('/'),
          source: readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(root);
  return files;
}
