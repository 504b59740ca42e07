import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { isPagePath, type PageContext, registerWeb } from './web.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../web');
const SHOP_NAME = '测试实验商城';

// Pages are not rendered in the ordering tests, so the API behind the context is never called.
const loadContext: PageContext = {
  shopName: SHOP_NAME,
  api: { call: async () => ({ code: 200, obj: null, message: '' }) },
  transport: { cipherKey: 'test-key', signSecret: 'test-secret' },
  errorLinkSecret: 'test-error-link-secret',
  publicOrigin: { origin: 'http://localhost', trusted: true },
};

/** The storefront build is an input of this test: build it once if it is missing. */
function ensureWebBuild() {
  if (existsSync(path.join(webRoot, 'build/server/index.js'))) return;
  const manifest = createRequire(path.join(webRoot, 'package.json')).resolve(
    '@react-router/dev/package.json',
  );
  // `react-router build`, on this Node (the system one may be older).
  execFileSync(process.execPath, [path.join(path.dirname(manifest), 'bin.cjs'), 'build'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
}

/** An API the way the real one is mounted: routes and a not-found handler scoped to /api. */
async function registerApi(app: FastifyInstance) {
  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, from: 'api' }));
      api.get('/ping', async () => ({ pong: true }));
    },
    { prefix: '/api' },
  );
  app.get('/healthz', async () => ({ status: 'ok' }));
}

async function createApp(order: 'api-first' | 'web-first') {
  const app = Fastify();
  if (order === 'api-first') await registerApi(app);
  await registerWeb(app, { dev: false, webRoot, getLoadContext: () => loadContext });
  if (order === 'web-first') await registerApi(app);
  await app.ready();
  return app;
}

beforeAll(() => {
  ensureWebBuild();
}, 120_000);

describe('isPagePath', () => {
  it('keeps /api and /healthz for the API', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/products/1?x=/api')).toBe(true);
    expect(isPagePath('/apiary')).toBe(true);
    expect(isPagePath('/api')).toBe(false);
    expect(isPagePath('/api/')).toBe(false);
    expect(isPagePath('/api/user/info?sign=1')).toBe(false);
    expect(isPagePath('/healthz')).toBe(false);
    expect(isPagePath('/healthz?deep=1')).toBe(false);
  });
});

describe.each(['api-first', 'web-first'] as const)('registerWeb in production (%s)', (order) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp(order);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves hashed assets as immutable and other public files with a short cache', async () => {
    const asset = readdirSync(path.join(webRoot, 'build/client/assets')).find((f) => f.endsWith('.js'));
    expect(asset).toBeDefined();
    const response = await app.inject(`/assets/${asset}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const favicon = await app.inject('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=600');
  });

  it('leaves /api and /healthz to their owners, including their not-found replies', async () => {
    const ping = await app.inject('/api/ping');
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ pong: true });

    const health = await app.inject('/healthz');
    expect(health.json()).toEqual({ status: 'ok' });

    for (const request of [
      { method: 'GET', url: '/api/nope' },
      { method: 'HEAD', url: '/api/nope' },
      { method: 'POST', url: '/api/nope' },
    ] as const) {
      const response = await app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await app.inject('/api/nope')).json()).toEqual({ code: 404, from: 'api' });
  });

  it('does not answer other methods on pages', async () => {
    const response = await app.inject({ method: 'POST', url: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('registerWeb with the real API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true, env: { SHOP_NAME } });
    await seedDemoData(t.database.db);
  });
  afterAll(() => t.close());

  it('server-renders the home page in zh-CN with the shop name as title', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(`<title>${SHOP_NAME}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]*[\u4e00-\u9fff]/);
    // The heading names the shop (visually hidden: the logo and the carousel lead the page).
    expect(html).toMatch(new RegExp(`<h1[^>]*>${SHOP_NAME}：`));
    // Home uses no antd component, so it carries none of antd's styles (DESIGN §10 budget).
    expect(html).not.toContain('--ant-color-primary');
  });

  it('inlines antd’s styles on a page that uses antd (login), so it is styled without JavaScript', async () => {
    const html = (await t.app.inject('/login')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style[^>]*data-css-hash[^>]*>[^<]*--ant-color-primary/);
  });

  it('answers HEAD for pages', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('sends unknown pages to /error/404, which answers 404 in Chinese with a link home', async () => {
    for (const url of ['/nope', '/assets/missing.js', '/.vite/manifest.json']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/error/404');
    }
    const page = await t.app.inject('/error/404');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('页面不存在');
    expect(page.body).toContain('href="/"');
  });

  it('sends a visitor from a member page to login, keeping the target', async () => {
    const response = await t.app.inject('/user/order?tab=2');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?redirect=%2Fuser%2Forder%3Ftab%3D2');
  });

  it('lets a member with a session cookie into the user centre', async () => {
    await t.login({ nickname: '周老师' });
    const response = await t.app.inject({ url: '/user', headers: { cookie: `session=${t.client.session}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('周老师');
  });

  it('shows a forged /error message as the generic text, never the forged words', async () => {
    const forged = Buffer.from('您的账户已被冻结，请拨打 400 以外的电话').toString('base64url');
    const response = await t.app.inject(`/error/${forged}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('已被冻结');
    expect(response.body).toContain('抱歉，页面暂时无法显示');
  });
});
