// Redis stopped under load with two instances (issue 39). Two stores share one PostgreSQL database and
// reach Redis through a relay the proof takes away for 10 s at a time while buyers work on both. Meanwhile
// POSTs must answer 503 (the replay check fails closed; never a 500), GETs and pages go on, nothing is
// half-written; once Redis is back, writes go through again and a purge on one instance reaches the
// other's visitor pages.
import { randomBytes } from 'node:crypto';
import { startTcpProxy } from '../../apps/api/test/tcp-proxy.ts';
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { auditedFigures } from '../lib/audit.ts';
import { acknowledgedAs, newJournal, startBuying } from '../lib/buyers.ts';
import { type Figures, pause, type ScenarioOptions } from '../lib/report.ts';
import { cast, prepare } from '../lib/setup.ts';
import { call, must, newTransportKeys, type ProofStore, proofStore } from '../lib/store.ts';

const CUT_MS = 10_000;

/** A visitor's page: its status, whether the page cache answered, and the HTML. */
async function visitorPage(store: ProofStore, path: string) {
  try {
    const response = await fetch(`${store.url}${path}`, { signal: AbortSignal.timeout(15_000) });
    return {
      status: response.status,
      cache: response.headers.get('x-page-cache'),
      html: await response.text(),
    };
  } catch {
    return { status: 0, cache: null, html: '' };
  }
}

export async function redisAwayScenario(options: ScenarioOptions & { redisUrl: string }): Promise<Figures> {
  const scratch = await scratchDatabase(options.databaseUrl, 'labmall_proof');
  const relay = await startTcpProxy(options.redisUrl, 6379);
  const keys = newTransportKeys();
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL: relay.url,
    REDIS_KEY_PREFIX: `labmall-proof-${randomBytes(4).toString('hex')}:`,
    // Long enough that only a purge, never the clock, can make a kept page show a change.
    PAGE_CACHE_SECONDS: '600',
  };
  const stores = [await proofStore({ env, keys }), await proofStore({ env, keys })] as const;
  const [a, b] = stores;
  try {
    prepare(a, scratch.url);
    await a.start();
    await b.start();
    const people = await cast(a, options.buyers, 20);
    options.log(`${options.buyers} buyers registered; two instances on one database, Redis through a relay`);
    const journal = newJournal();
    const loads = stores.map((store, s) =>
      startBuying(store, { ...people, buyers: people.buyers.filter((_, i) => i % 2 === s) }, journal),
    );
    const problems: string[] = [];
    const categories = await must<{
      list: { id: number; pid: number | null; name: string; sort: number; hidden: boolean }[];
    }>(a, 'GET', '/admin/catalogue/categories', {}, people.staff);
    const found0 = categories.obj.list.find((c) => c.pid === null && !c.hidden);
    if (!found0) throw new Error('no visible top-level category in the demo catalogue');
    const category = { id: found0.id, name: found0.name, pid: null, sort: found0.sort, hidden: false };

    for (let round = 1; round <= options.rounds; round++) {
      await pause(3000 + Math.random() * 3000);
      // B keeps the visitors' /list before the cut; only a purge from A can change it.
      await visitorPage(b, '/list');
      const before = journal.orders.length;
      const retriesBefore = journal.retries;
      await relay.refuse();
      await pause(CUT_MS / 2);
      // Reads go on without Redis, on both instances: the catalogue for a buyer, a page for a visitor.
      for (const store of stores) {
        const list = await call(store, 'GET', '/product/list', { index: 1, pageSize: 10 });
        if (!list.ok) problems.push(`round ${round}: GET /product/list answered ${list.code} without Redis`);
        const page = await visitorPage(store, '/list');
        if (page.status !== 200) problems.push(`round ${round}: /list answered ${page.status} without Redis`);
      }
      const refused = await call(
        a,
        'POST',
        '/admin/catalogue/categories/save',
        { ...category },
        people.staff,
      );
      if (refused.ok || refused.code !== 503)
        problems.push(
          `round ${round}: a POST without Redis answered ${refused.ok ? 'OK' : refused.code}, not 503`,
        );
      await pause(CUT_MS / 2);
      await relay.restore();

      // Once Redis is back: A's write goes through and B's kept page shows it.
      const name = `${category.name.replace(/·\d+$/, '')}·${round}`;
      const back = Date.now();
      let saved = await call(
        a,
        'POST',
        '/admin/catalogue/categories/save',
        { ...category, name },
        people.staff,
      );
      while (!saved.ok && saved.code === 503 && Date.now() - back < 30_000) {
        await pause(500);
        saved = await call(
          a,
          'POST',
          '/admin/catalogue/categories/save',
          { ...category, name },
          people.staff,
        );
      }
      if (!saved.ok)
        problems.push(
          `round ${round}: the operator's write after Redis returned: ${saved.code} ${saved.message}`,
        );
      let shown = false;
      while (!shown && Date.now() - back < 30_000) {
        shown = (await visitorPage(b, '/list')).html.includes(name);
        if (!shown) await pause(200);
      }
      if (!shown)
        problems.push(`round ${round}: instance B's visitor /list never showed A's change (${name})`);
      for (const store of stores)
        if (!store.running()) problems.push(`round ${round}: an instance exited while Redis was away`);
      options.log(
        `round ${round}: Redis away ${CUT_MS / 1000} s after ${before} orders; ${journal.retries - retriesBefore} calls answered 503 and sent again; ` +
          `A's write and B's page ${shown ? `agreed ${Date.now() - back} ms` : 'did not agree'} after Redis returned`,
      );
    }
    await pause(3000);
    await Promise.all(loads.map((load) => load.finish()));
    for (const store of stores) {
      const exit = await store.stop('SIGTERM');
      if (exit.code !== 0) problems.push(`an instance exited ${exit.signal ?? exit.code} on SIGTERM`);
    }
    return await auditedFigures(
      journal,
      { dataDir: a.dataDir, databaseUrl: scratch.url },
      {
        problems,
        fault: 'Redis away',
        notes: `two instances, ${journal.orders.length} orders (${acknowledgedAs(journal, 'transfer')} transfers confirmed), ${journal.retries} retries`,
      },
    );
  } finally {
    for (const store of stores) {
      await store.stop('SIGKILL');
      store.dispose();
    }
    await relay.close();
    await scratch.drop();
  }
}
