import {
  MAX_STRUCTURE_INPUT,
  STRUCTURE_MATCH_CAP,
  STRUCTURE_PAGE_SIZE,
} from '@labmall/contract/structure-search';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../../test/helper.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { structureFingerprints } from './structure-search.schema.ts';
import { searchStructures } from './structure-search.service.ts';

interface Card {
  id: number;
  name: string;
  min_price?: string | null;
  match_picture: string | null;
  similarity: number | null;
}
interface Answer {
  list: Card[];
  total: number;
  capped: boolean;
  note: string | null;
  query: { smiles: string; formula: string; picture: string };
}

/** RDKit's default highlight colour, as its SVG writes it: the matched part of a match picture. */
const HIGHLIGHT = /#FF7F7F/i;

// The first search starts RDKit in a worker (a few hundred milliseconds, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

describe.each(databaseKinds)('structure search on %s', (kind) => {
  let t: TestApp;
  let visitor: TestClient;
  // Each test its own address: the per-address limit is tested on its own.
  let address = 0;
  const search = (client: TestClient, payload: Record<string, unknown>, ip = `10.1.0.${++address}`) =>
    client.post<Answer>('/product/structure', payload, { ip });
  const names = (answer: { obj: Answer }) => answer.obj.list.map((c) => c.name);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    visitor = t.newClient();
    await t.login();
  }, 120_000);
  afterAll(() => t.close());

  it('finds the nitroaromatics by substructure, nitrobenzene itself first, not nitromethane', async () => {
    const before = { ...t.app.deps.structureSearch.pool.ran };
    const answer = await search(visitor, { query: 'c1ccccc1[N+](=O)[O-]', mode: 'substructure' });
    expect(answer.code).toBe(Code.OK);
    const found = names(answer);
    expect(found[0]).toBe('硝基苯');
    expect(found).toEqual(expect.arrayContaining(['对硝基苯胺', '对硝基苯酚', '2,4-二硝基苯肼']));
    expect(found).not.toContain('硝基甲烷');
    expect(answer.obj.capped).toBe(false);
    expect(answer.obj.query.formula).toBe('C6H5NO2');
    expect(answer.obj.query.picture).toMatch(/^<svg/);
    for (const card of answer.obj.list) {
      expect(card.match_picture).toMatch(HIGHLIGHT);
      expect(card.match_picture).not.toMatch(/<script|<\?xml/);
      expect(card.similarity).toBeNull();
    }
    // Prices are for members: the visitor's cards carry none.
    expect(JSON.stringify(answer)).not.toMatch(/price/i);
    // The query was read and the candidates confirmed and drawn by the worker pool, not here.
    const ran = t.app.deps.structureSearch.pool.ran;
    expect(ran.readQuery).toBeGreaterThan(before.readQuery);
    expect(ran.confirm).toBeGreaterThan(before.confirm);
    expect(ran.drawMatches).toBeGreaterThan(before.drawMatches);
  });

  it('finds 乙腈 first for acetonitrile exactly, with prices for a member', async () => {
    const answer = await search(t.client, { query: 'CC#N', mode: 'exact' });
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj.list[0]?.name).toBe('乙腈');
    // The same substance only: not 氘代乙腈, not other nitriles.
    expect(names(answer).every((n) => n === '乙腈')).toBe(true);
    expect(answer.obj.list[0]).toHaveProperty('min_price');
  });

  it('ranks the lower alcohols first by similarity to ethanol', async () => {
    const answer = await search(visitor, { query: 'OCC', mode: 'similarity', threshold: 0.3 });
    expect(answer.code).toBe(Code.OK);
    const list = answer.obj.list;
    expect(list[0]?.name).toBe('无水乙醇');
    expect(list[0]?.similarity).toBe(1);
    const scores = list.map((c) => c.similarity ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= 0.3)).toBe(true);
    expect(list.slice(1, 4).every((c) => c.name.includes('醇'))).toBe(true);
    // A higher threshold keeps fewer.
    const strict = await search(visitor, { query: 'OCC', mode: 'similarity', threshold: 0.9 });
    expect(strict.obj.list.length).toBeLessThan(list.length);
  });

  it('answers a query found in nearly everything (one carbon) with the first pages, capped, with a note', async () => {
    const answer = await search(visitor, { query: 'C', mode: 'substructure' });
    expect(answer.code).toBe(Code.OK);
    expect(answer.obj.capped).toBe(true);
    expect(answer.obj.total).toBe(STRUCTURE_MATCH_CAP);
    expect(answer.obj.note).toMatch(/过多/);
    expect(answer.obj.list).toHaveLength(STRUCTURE_PAGE_SIZE);
    const second = await search(visitor, { query: 'C', mode: 'substructure', page: 2 });
    const firstIds = new Set(answer.obj.list.map((c) => c.id));
    expect(second.obj.list.length).toBe(STRUCTURE_PAGE_SIZE);
    expect(second.obj.list.some((c) => firstIds.has(c.id))).toBe(false);
  });

  it('refuses an unreadable SMILES, an oversized input and a query of too many atoms in Chinese', async () => {
    const unreadable = await search(visitor, { query: 'C1CC(', mode: 'substructure' });
    expect(unreadable.code).toBe(Code.INVALID);
    expect(unreadable.message).toMatch(/结构式无法识别/);
    const huge = await search(visitor, { query: 'C'.repeat(MAX_STRUCTURE_INPUT + 1) });
    expect(huge.code).toBe(Code.INVALID);
    expect(huge.message).toMatch(/不能超过/);
    const large = await search(visitor, { query: 'C'.repeat(250) });
    expect(large.code).toBe(Code.INVALID);
    expect(large.message).toMatch(/^结构过大/);
  });

  it('limits searches per address with 429 and retry_after', async () => {
    const ip = '10.2.0.1';
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await search(visitor, { query: 'CC#N', mode: 'exact' }, ip));
    expect(answers.slice(0, 20).every((a) => a.code === Code.OK)).toBe(true);
    const refused = answers[20]!;
    expect(refused.code).toBe(Code.RATE_LIMITED);
    expect(refused.message).toMatch(/频繁/);
    expect((refused.obj as unknown as { retry_after: number }).retry_after).toBeGreaterThan(0);
    // Another address is not held back by that one.
    expect((await search(visitor, { query: 'CC#N', mode: 'exact' }, '10.2.0.2')).code).toBe(Code.OK);
  });

  it('answers what was confirmed when the deadline passes, capped with a note, and stores nothing', async () => {
    const count = () => t.database.db.$count(structureFingerprints);
    const before = await count();
    const deps = {
      db: t.database.db,
      pool: t.app.deps.structureSearch.pool,
      cards: t.app.deps.catalogue.cards,
      deadlineMs: 0,
    };
    const answer = await searchStructures(
      deps,
      { query: 'c1ccccc1', mode: 'substructure', threshold: 0.6, page: 1 },
      true,
    );
    expect(answer.capped).toBe(true);
    expect(answer.note).toMatch(/超时/);
    expect(answer.list).toEqual([]);
    expect(await count()).toEqual(before);
  });
});
