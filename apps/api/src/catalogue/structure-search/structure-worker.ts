import { threadId } from 'node:worker_threads';
import { MAX_QUERY_ATOMS } from '@labmall/contract/structure-search';
import type { Mol } from '@rdkit/rdkit';
import { rdkit } from '../structure/rdkit.ts';
import { readStructureWith } from '../structure/read-structure.ts';
import { drawMol, type Highlights } from '../structure/structure-picture.ts';
import { type Fingerprints, fingerprintsOfMol } from './fingerprints.ts';

/**
 * What runs RDKit for a structure search, in piscina's worker threads (structure-pool.ts), never on
 * the thread that answers requests: reading the query, confirming substructure candidates, drawing
 * the page's matches. Each worker starts its own RDKit module once. Every `Mol` is deleted: wasm
 * memory is not garbage-collected, and a worker lives for many searches.
 */

export interface QueryReading {
  smiles: string;
  formula: string;
  inchikey: string;
  picture: string;
  fingerprints: Fingerprints;
}

export type QueryAnswer = { query: QueryReading } | { error: string };

export async function readQuery({ input }: { input: string }): Promise<QueryAnswer> {
  const module = await rdkit();
  const text = input.includes('\n') ? input : input.trim();
  if (text === '') return { error: '请输入结构式（SMILES 或 molfile）' };
  const mol = module.get_mol(text);
  if (!mol) return { error: `结构式无法识别，请检查 SMILES 或 molfile：“${shorten(text)}”` };
  try {
    const heavy = mol.get_num_atoms(true);
    if (heavy === 0) return { error: '结构式中没有非氢原子' };
    if (heavy > MAX_QUERY_ATOMS) {
      return { error: `结构过大：${heavy} 个非氢原子，结构式搜索最多 ${MAX_QUERY_ATOMS} 个` };
    }
    const reading = readStructureWith(module, text);
    if ('error' in reading) return reading;
    return {
      query: {
        smiles: reading.structure.smiles,
        formula: reading.structure.formula,
        inchikey: reading.structure.inchikey,
        picture: drawMol(mol),
        fingerprints: fingerprintsOfMol(mol),
      },
    };
  } finally {
    mol.delete();
  }
}

export interface Candidate {
  id: number;
  smiles: string;
}

export interface ConfirmTask {
  query: string;
  candidates: Candidate[];
  /** Epoch milliseconds: a task still running (or only started) then stops and says so. */
  deadline: number;
}

export interface ConfirmAnswer {
  /** Ids of the candidates that contain the query, in the candidates' order. */
  matched: number[];
  /** How many candidates were looked at before the end or the deadline. */
  checked: number;
  timedOut: boolean;
  /** The worker's thread: the tests' proof that the match did not run on the request thread. */
  thread: number;
}

export async function confirm({ query, candidates, deadline }: ConfirmTask): Promise<ConfirmAnswer> {
  const module = await rdkit();
  const matched: number[] = [];
  let checked = 0;
  const answer = (timedOut: boolean) => ({ matched, checked, timedOut, thread: threadId });
  const q = module.get_mol(query);
  if (!q) return answer(false);
  try {
    for (const candidate of candidates) {
      if (Date.now() > deadline) return answer(true);
      if (withMol(module.get_mol(candidate.smiles), (mol) => matchOf(mol, q) !== null)) {
        matched.push(candidate.id);
      }
      checked++;
    }
    return answer(false);
  } finally {
    q.delete();
  }
}

export interface DrawTask {
  query: string;
  items: Candidate[];
}

/** Each item's picture with the query's atoms and bonds highlighted where it contains them. */
export async function drawMatches({ query, items }: DrawTask): Promise<(string | null)[]> {
  const module = await rdkit();
  const q = module.get_mol(query);
  try {
    return items.map((item) =>
      withMol(module.get_mol(item.smiles), (mol) => drawMol(mol, (q && matchOf(mol, q)) ?? undefined)),
    );
  } finally {
    q?.delete();
  }
}

function matchOf(mol: Mol, query: Mol): Highlights | null {
  const match = JSON.parse(mol.get_substruct_match(query)) as Partial<Highlights>;
  return match.atoms && match.atoms.length > 0 ? { atoms: match.atoms, bonds: match.bonds ?? [] } : null;
}

function withMol<T>(mol: Mol | null, use: (mol: Mol) => T): T | null {
  if (!mol) return null;
  try {
    return use(mol);
  } finally {
    mol.delete();
  }
}

function shorten(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
}
