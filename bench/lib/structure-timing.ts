import type { MainModule } from '@rdkit/rdkit';
import { hashString, mulberry32 } from '../../apps/api/src/catalogue/import/prng.ts';
import { readStructureWith } from '../../apps/api/src/catalogue/structure/read-structure.ts';
import { drawMol } from '../../apps/api/src/catalogue/structure/structure-picture.ts';
import { fingerprintsOfMol } from '../../apps/api/src/catalogue/structure-search/fingerprints.ts';
import type { StructurePool } from '../../apps/api/src/catalogue/structure-search/structure-pool.ts';

type Kind = 'read' | 'page';

/**
 * Where one search's time goes, from the outside: the query read in a worker, then finding the
 * products (SQL, and for substructure the workers' confirmation), then the page (cards and match
 * pictures, side by side). Calls are stamped as they start and end; `split` turns a search's stamps into
 * the three phases' wall times.
 */
export function phaseTimer() {
  let spans: { kind: Kind; start: number; end: number }[] = [];
  const timed =
    <A extends unknown[], R>(kind: Kind, fn: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      const start = performance.now();
      try {
        return await fn(...a);
      } finally {
        spans.push({ kind, start, end: performance.now() });
      }
    };
  return {
    wrap: timed,
    pool(pool: StructurePool): StructurePool {
      return {
        readQuery: timed('read', (input: string) => pool.readQuery(input)),
        confirm: (task) => pool.confirm(task),
        drawMatches: timed('page', (task: Parameters<StructurePool['drawMatches']>[0]) =>
          pool.drawMatches(task),
        ),
        get ran() {
          return pool.ran;
        },
        warm: () => pool.warm(),
        close: () => pool.close(),
      };
    },
    reset() {
      spans = [];
    },
    split(start: number, end: number) {
      const read = spans.filter((s) => s.kind === 'read');
      const readEnd = Math.max(start, ...read.map((s) => s.end));
      const pageStart = Math.min(end, ...spans.filter((s) => s.kind === 'page').map((s) => s.start));
      return { read: readEnd - start, find: pageStart - readEnd, page: end - pageStart };
    },
  };
}

export type Phases = ReturnType<typeof phaseTimer>;

/** `n` of the rows, spread and repeatable: the same queries on every run of one seed. */
export function sampleOf<T>(rows: readonly T[], n: number, seed: number): T[] {
  const random = mulberry32(hashString(`sample:${seed}`));
  const picked = new Set<number>();
  while (picked.size < Math.min(n, rows.length)) picked.add(Math.floor(random() * rows.length));
  return [...picked].map((i) => rows[i]!);
}

/**
 * What RDKit itself costs per call on this thread, over these structures (median ms): reading one as
 * the query is read (parse, InChI), its picture, its fingerprints, and what confirming one candidate
 * costs (parse it, match). Set beside the phases, it tells RDKit's work from the worker hop and SQL.
 */
export function rdkitCosts(module: MainModule, smiles: readonly string[], query: string) {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const time = (fn: () => void) => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  };
  const read: number[] = [];
  const draw: number[] = [];
  const fps: number[] = [];
  const confirm: number[] = [];
  const q = module.get_mol(query);
  if (!q) throw new Error(`unreadable ${query}`);
  try {
    for (const s of smiles) {
      read.push(time(() => readStructureWith(module, s)));
      const mol = module.get_mol(s);
      if (!mol) continue;
      try {
        draw.push(time(() => drawMol(mol)));
        fps.push(time(() => fingerprintsOfMol(mol)));
      } finally {
        mol.delete();
      }
      confirm.push(
        time(() => {
          const m = module.get_mol(s);
          m?.get_substruct_match(q);
          m?.delete();
        }),
      );
    }
  } finally {
    q.delete();
  }
  return { read: median(read), draw: median(draw), fingerprints: median(fps), confirm: median(confirm) };
}
