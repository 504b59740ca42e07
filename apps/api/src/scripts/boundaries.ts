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
 * Loops that exist today and are being taken apart are listed in `boundaries-debt.json`: the check
 * fails on a loop not listed there, and on a listed loop that no longer exists (so the list only
 * shrinks).
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
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Relative specifiers a file imports (static, re-exports, dynamic), comments not excluded. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
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
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(relative), specifier));
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
