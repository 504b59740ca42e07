import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { SsrContext } from '@labmall/protocol';
import { createRequest, createRequestHandler, sendResponse } from '@mcansh/react-router-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  createRequestHandler as createRouterHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { ViteDevServer } from 'vite';
import { keepPage, sendKeptPage } from './kept-page.ts';
import { looksLikeVisitor, renderedForMember } from './page-audience.ts';
import type { PageCache } from './page-cache.ts';
import { cspNonce } from './security-headers.ts';

/** What the caller provides per request; registerWeb adds the request's CSP nonce. */
export type PageContext = Omit<SsrContext, 'cspNonce'>;

export interface WebOptions {
  /** true: Vite dev server in middleware mode (HMR, on-demand transforms); false: apps/web/build. */
  dev: boolean;
  /** Absolute path of apps/web. */
  webRoot: string;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => PageContext | Promise<PageContext>;
  /** Visitors' pages kept per URL (production only; page-cache.ts). */
  pageCache?: PageCache;
  /**
   * Which requests the cache treats as a visitor's (default `isVisitorPageRequest`). Only tests replace
   * it, to prove that a page whose rendering resolved a member is never kept whatever the lookup said.
   */
  isVisitorRequest?: (request: FastifyRequest) => boolean;
}

/** Hashed build output: safe to cache forever. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Unhashed files from apps/web/public (favicon, robots.txt…): short. */
const FILE_CACHE_CONTROL = 'public, max-age=600';
/**
 * Pages, their data requests and redirects, unless the route said otherwise (sitemaps, robots.txt):
 * a member's page holds their prices, and no shared cache may keep it.
 */
const PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * Path prefixes the storefront never answers, not even with its 404 page: the API and the health
 * check own them, including their own not-found replies (the API has a not-found handler scoped to
 * the /api prefix, which a `/*` route would otherwise shadow).
 */
const RESERVED_PREFIXES = ['/api', '/healthz'];

const PAGE_CONSTRAINT = 'labmallPage';

/** Whether this request's page may come from the visitor page cache (page-audience.ts), not an error page. */
export function isVisitorPageRequest(request: FastifyRequest): boolean {
  return looksLikeVisitor(request) && !request.url.startsWith(ERROR_PAGE_PREFIX);
}

/** A failed page redirects to its error page (`/error/<sealed details>`), which answers 200: never kept. */
const ERROR_PAGE_PREFIX = '/error/';

/**
 * Whether a freshly rendered visitor page may be kept: a 200 that sets no cookie (neither through
 * React Router's headers nor a loader's dispatch on the reply), whose route did not ask for its own
 * caching (sitemaps, robots.txt say `public, max-age…` themselves; anything else they say wins).
 */
function mayKeep(response: Response, reply: FastifyReply): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !reply.hasHeader('set-cookie') &&
    !response.headers.has('cache-control') &&
    !reply.hasHeader('cache-control')
  );
}

/** Whether a raw request URL belongs to the storefront (true) or to /api, /healthz (false). */
export function isPagePath(url: string): boolean {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  return !RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Mounts the storefront (apps/web, React Router framework mode) into the one Fastify process:
 * - production: build/client as static files (immutable /assets/*), everything else to SSR;
 * - dev: Vite in middleware mode (HMR over this server's own port), SSR from Vite's module graph.
 *
 * SSR is one `GET|HEAD /*` route carrying a router constraint that does not match /api and /healthz,
 * so other plugins' routes win whatever the registration order, unknown /api paths still reach the
 * API's own not-found handler, and no global not-found handler is registered here.
 * The Fetch-API adaptation is `createRequestHandler` from @mcansh/react-router-fastify.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const webRoot = path.resolve(options.webRoot);
  if (!app.hasConstraintStrategy(PAGE_CONSTRAINT)) {
    app.addConstraintStrategy({
      name: PAGE_CONSTRAINT,
      storage() {
        const handlers = new Map<unknown, unknown>();
        return {
          get: (value: unknown) => (handlers.get(value) ?? null) as never,
          set: (value: unknown, store: unknown) => {
            handlers.set(value, store);
          },
        };
      },
      deriveConstraint: (request: { url?: string }) => (isPagePath(request.url ?? '/') ? 'page' : 'reserved'),
    });
  }

  await app.register(async (web) => {
    let loadBuild: () => Promise<ServerBuild>;
    let onRequest: onRequestHookHandler | undefined;

    if (options.dev) {
      const vite = await createViteDevServer(app, webRoot);
      web.addHook('onClose', async () => {
        await vite.close();
      });
      loadBuild = () => importSsrModule<ServerBuild>(vite, 'virtual:react-router/server-build');
      // Vite's own requests (/@vite/client, /app/*.tsx, /@fs/…, public files) are answered by its
      // connect middlewares; whatever they pass on goes to SSR.
      onRequest = (request, reply, done) => {
        vite.middlewares(request.raw, reply.raw, (error?: unknown) => {
          done(error instanceof Error ? error : undefined);
        });
      };
    } else {
      const serverBuildPath = path.join(webRoot, 'build/server/index.js');
      const clientDirectory = path.join(webRoot, 'build/client');
      if (!existsSync(serverBuildPath) || !existsSync(clientDirectory)) {
        throw new Error(`registerWeb: no storefront build in ${webRoot}/build; run \`npm run build\` first`);
      }
      const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
      ssrContextKey(build); // fail at start, not at the first request
      loadBuild = async () => build;

      const assetsDirectory = path.join(clientDirectory, 'assets') + path.sep;
      await web.register(fastifyStatic, {
        root: clientDirectory,
        prefix: '/',
        // One route per file found at start (the build is immutable): no `/*` static route to
        // collide with SSR, and dotfiles such as .vite/manifest.json are not served.
        wildcard: false,
        index: false,
        decorateReply: false,
        cacheControl: false,
        etag: true,
        lastModified: true,
        setHeaders(reply, filePath) {
          reply.header(
            'cache-control',
            filePath.startsWith(assetsDirectory) ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL,
          );
        },
      });
    }

    const mode = options.dev ? 'development' : 'production';
    async function getLoadContext(request: FastifyRequest, reply: FastifyReply) {
      const key = ssrContextKey(await loadBuild());
      const context = new RouterContextProvider();
      context.set(key, { ...(await options.getLoadContext(request, reply)), cspNonce: cspNonce(request) });
      return context;
    }
    const streamed = createRequestHandler({ build: loadBuild, mode, getLoadContext });
    const cache = options.dev ? undefined : options.pageCache;
    const isVisitorRequest = options.isVisitorRequest ?? isVisitorPageRequest;
    const renderer = createRouterHandler(loadBuild, mode);
    const publicControl = cache
      ? `public, max-age=0, s-maxage=${cache.ttlSeconds}, stale-while-revalidate=${cache.staleSeconds}`
      : '';

    /** A visitor's page: from the cache, or rendered, kept when it may be, and sent with a public Cache-Control. */
    async function visitorPage(pages: PageCache, request: FastifyRequest, reply: FastifyReply) {
      const key = `${request.protocol}://${request.host}${request.url}`;
      let page = pages.get(key);
      if (page) {
        reply.header('x-page-cache', 'hit');
      } else {
        const response = await renderer(createRequest(request, reply), await getLoadContext(request, reply));
        if (renderedForMember(request)) {
          // The request looked like a visitor's but its session named a member: their page, never kept.
          request.log.warn(
            { url: request.url },
            'member page rendered on a visitor-looking request; not kept',
          );
          return sendResponse(reply, response);
        }
        if (!mayKeep(response, reply)) return sendResponse(reply, response);
        page = await keepPage(response, cspNonce(request));
        pages.set(key, page);
        reply.header('x-page-cache', 'miss');
      }
      return sendKeptPage(request, reply, page, publicControl);
    }

    web.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      constraints: { [PAGE_CONSTRAINT]: 'page' },
      ...(onRequest ? { onRequest } : {}),
      onSend: (_request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', PAGE_CACHE_CONTROL);
        done(null, payload);
      },
      handler(request, reply) {
        if (cache?.enabled && isVisitorRequest(request)) return visitorPage(cache, request, reply);
        return streamed(request, reply);
      },
    });
  });
}

/**
 * React Router 8 passes loaders a RouterContextProvider read by key. The key must be the very object
 * the web app's modules use, so it comes from the loaded build (apps/web/app/entry.server.tsx
 * re-exports it), never from a second `createContext()`.
 */
function ssrContextKey(build: ServerBuild): RouterContext<SsrContext> {
  const key = (build.entry.module as { ssrContext?: RouterContext<SsrContext> }).ssrContext;
  if (!key) throw new Error('registerWeb: the server build does not export `ssrContext` from entry.server');
  return key;
}

async function createViteDevServer(app: FastifyInstance, webRoot: string): Promise<ViteDevServer> {
  // vite is a devDependency of apps/web: loaded only in dev.
  const { createServer } = await import('vite');
  return createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    // HMR's websocket shares this Fastify server's port.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
}

/** Imports through Vite's SSR environment runner (Vite 6+), falling back to ssrLoadModule. */
async function importSsrModule<T>(vite: ViteDevServer, id: string): Promise<T> {
  const ssr = vite.environments.ssr as { runner?: { import: (id: string) => Promise<unknown> } } | undefined;
  if (ssr?.runner) return (await ssr.runner.import(id)) as T;
  return (await vite.ssrLoadModule(id)) as T;
}
