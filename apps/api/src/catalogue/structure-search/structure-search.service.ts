import {
  STRUCTURE_MATCH_CAP,
  STRUCTURE_PAGE_SIZE,
  type structureSearch,
} from '@labmall/contract/structure-search';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db.ts';
import { invalid, rateLimited } from '../../platform/errors.ts';
import type { listItemAnswer } from '../catalogue.answers.ts';
import { createSearchRate, type SearchRate } from './search-rate.ts';
import { type StructurePool, StructurePoolBusy } from './structure-pool.ts';
import { exactMatches, screenCandidates, similarProducts } from './structure-search.repository.ts';
import type { Candidate, ConfirmAnswer, QueryReading } from './structure-worker.ts';

export type StructureSearchPayload = z.output<typeof structureSearch.payload>;
type Card = ReturnType<typeof listItemAnswer>;

/** Everything a structure search reads: the bench calls `searchStructures` with its own. */
export interface StructureSearchDeps {
  db: DbOrTx;
  pool: StructurePool;
  /** The list's cards of these products, in this order, priced for members only. */
  cards(visitor: boolean, ids: readonly number[]): Promise<Card[]>;
  /** The substructure confirmation's budget: what is confirmed by then is answered, capped. */
  deadlineMs: number;
}

/** Candidates read from the screen at a time, and handed to one worker task at a time. */
const SCREEN_BATCH = 1000;
const CHUNK = 250;
/** Past the deadline, how long the request waits for a worker still inside one match before leaving it. */
const GRACE_MS = 1000;

const notes = {
  tooMany: `匹配的商品过多，只显示前 ${STRUCTURE_MATCH_CAP} 个；请画得更具体些`,
  tooManySimilar: `相似的商品过多，只显示最相似的 ${STRUCTURE_MATCH_CAP} 个；可调高相似度`,
  timedOut: (n: number) => `搜索超时，只显示已确认的 ${n} 个结果；请画得更具体些`,
};
const busy = () => rateLimited('结构式搜索繁忙，请稍后再试', 2);

interface Found {
  ids: number[];
  smiles: Map<number, string>;
  similarity?: Map<number, number>;
  capped: boolean;
  note: string | null;
}

/**
 * POST /product/structure (ADR 0059): reads the query in a worker, finds the products in SQL (exact,
 * similarity) or screens them in SQL and confirms them in workers (substructure), then answers one
 * page of list cards with their match pictures, drawn in a worker. Nothing is stored.
 */
export async function searchStructures(
  deps: StructureSearchDeps,
  payload: StructureSearchPayload,
  visitor: boolean,
) {
  const reading = await pooled(() => deps.pool.readQuery(payload.query));
  if ('error' in reading) throw invalid({ query: reading.error });
  const query = reading.query;
  const found =
    payload.mode === 'exact'
      ? await exact(deps, query)
      : payload.mode === 'similarity'
        ? await similar(deps, query, payload.threshold)
        : await substructure(deps, query);
  const pageIds = found.ids.slice(
    (payload.page - 1) * STRUCTURE_PAGE_SIZE,
    payload.page * STRUCTURE_PAGE_SIZE,
  );
  const items = pageIds.flatMap((id) => {
    const smiles = found.smiles.get(id);
    return smiles ? [{ id, smiles }] : [];
  });
  const [cards, pictures] = await Promise.all([
    deps.cards(visitor, pageIds),
    items.length > 0 ? pooled(() => deps.pool.drawMatches({ query: query.smiles, items })) : [],
  ]);
  const pictureOf = new Map(items.map((item, i) => [item.id, pictures[i] ?? null]));
  return {
    list: cards.map((card) => ({
      ...card,
      match_picture: pictureOf.get(card.id) ?? null,
      similarity: found.similarity ? Math.round((found.similarity.get(card.id) ?? 0) * 100) / 100 : null,
    })),
    total: found.ids.length,
    capped: found.capped,
    note: found.note,
    query: { smiles: query.smiles, formula: query.formula, picture: query.picture },
  };
}

async function exact(deps: StructureSearchDeps, query: QueryReading): Promise<Found> {
  const rows = await exactMatches(deps.db, query.inchikey, STRUCTURE_MATCH_CAP + 1);
  return capped(rows, notes.tooMany);
}

async function similar(deps: StructureSearchDeps, query: QueryReading, threshold: number): Promise<Found> {
  const { morgan, morganBits } = query.fingerprints;
  const rows = await similarProducts(deps.db, { morgan, morganBits, threshold }, STRUCTURE_MATCH_CAP + 1);
  return {
    ...capped(rows, notes.tooManySimilar),
    similarity: new Map(rows.map((r) => [r.id, r.similarity])),
  };
}

function capped(rows: { id: number; smiles: string | null }[], note: string): Found {
  const kept = rows.slice(0, STRUCTURE_MATCH_CAP);
  return {
    ids: kept.map((r) => r.id),
    smiles: new Map(kept.flatMap((r) => (r.smiles ? [[r.id, r.smiles] as const] : []))),
    capped: rows.length > STRUCTURE_MATCH_CAP,
    note: rows.length > STRUCTURE_MATCH_CAP ? note : null,
  };
}

/**
 * Screens a batch of candidates in SQL, in display order, confirms it in the workers in chunks side
 * by side, and goes on until the cap is passed, the candidates end, or the deadline comes. A query
 * found in almost everything (a single carbon) thus confirms a few hundred products, not all of them.
 */
async function substructure(deps: StructureSearchDeps, query: QueryReading): Promise<Found> {
  const deadline = Date.now() + deps.deadlineMs;
  const screen = {
    pattern: query.fingerprints.pattern,
    heavyAtoms: query.fingerprints.heavyAtoms,
    inchikey: query.inchikey,
  };
  const matched: number[] = [];
  const smiles = new Map<number, string>();
  let timedOut = false;
  let exhausted = false;
  for (let offset = 0; !timedOut && !exhausted && matched.length <= STRUCTURE_MATCH_CAP; ) {
    const batch = await screenCandidates(deps.db, screen, offset, SCREEN_BATCH);
    offset += batch.length;
    exhausted = batch.length < SCREEN_BATCH;
    for (const c of batch) smiles.set(c.id, c.smiles);
    const answers = await confirmChunks(deps.pool, query.smiles, batch, deadline);
    for (const answer of answers) {
      if (!answer) {
        timedOut = true;
        continue;
      }
      matched.push(...answer.matched);
      if (answer.timedOut) timedOut = true;
    }
    if (Date.now() > deadline && !exhausted) timedOut = true;
  }
  const ids = matched.slice(0, STRUCTURE_MATCH_CAP);
  const overCap = matched.length > STRUCTURE_MATCH_CAP;
  return {
    ids,
    smiles,
    capped: overCap || timedOut,
    note: overCap ? notes.tooMany : timedOut ? notes.timedOut(ids.length) : null,
  };
}

/**
 * One worker task per chunk, all at once; each stops itself at the deadline. A task still inside one
 * match after the grace is left behind (null): the answer never waits for it.
 */
async function confirmChunks(
  pool: StructurePool,
  query: string,
  candidates: Candidate[],
  deadline: number,
): Promise<(ConfirmAnswer | null)[]> {
  const answers: (ConfirmAnswer | null)[] = [];
  const tasks: Promise<void>[] = [];
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const slot = answers.push(null) - 1;
    const chunk = candidates.slice(i, i + CHUNK);
    tasks.push(
      pooled(() => pool.confirm({ query, candidates: chunk, deadline })).then((answer) => {
        answers[slot] = answer;
      }),
    );
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()) + GRACE_MS);
  });
  try {
    await Promise.race([Promise.all(tasks), late]);
  } finally {
    clearTimeout(timer);
  }
  return answers;
}

/** A full pool queue is the store being flooded: the client is told to come back in a moment. */
async function pooled<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof StructurePoolBusy) throw busy();
    throw error;
  }
}

/** Searches per address in a window: a buyer redrawing and sliding the threshold stays well under. */
export const SEARCHES_PER_WINDOW = 20;
export const SEARCH_WINDOW_MS = 10_000;
/** The substructure confirmation's default budget (the "a clear answer within a deadline"). */
export const SEARCH_DEADLINE_MS = 3000;

/** The service deps.ts wires: the search behind a per-address limit, and the pool to close with the app. */
export function createStructureSearch(
  deps: Omit<StructureSearchDeps, 'deadlineMs'> & { deadlineMs?: number; rate?: SearchRate },
) {
  const rate = deps.rate ?? createSearchRate({ perWindow: SEARCHES_PER_WINDOW, windowMs: SEARCH_WINDOW_MS });
  const full = { ...deps, deadlineMs: deps.deadlineMs ?? SEARCH_DEADLINE_MS };
  return {
    pool: deps.pool,
    async search(payload: StructureSearchPayload, visitor: boolean, client: string) {
      const wait = rate.take(client);
      if (wait > 0) throw rateLimited('结构式搜索过于频繁，请稍后再试', wait);
      return searchStructures(full, payload, visitor);
    },
    close: () => deps.pool.close(),
  };
}

export type StructureSearch = ReturnType<typeof createStructureSearch>;
