import { PassThrough } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { ssrContext } from './load-context.server';

/**
 * The server owns this key: `registerWeb` (apps/api) reads it from the loaded server build
 * (`build.entry.module.ssrContext`) and sets the request's SsrContext under it.
 */
export { ssrContext };

/** Loaders still pending after this are rejected, so a render never hangs. */
export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (`onAllReady`, for crawlers and browsers alike), then
 * inlines the antd styles that rendering registered into <head>: pages are fully styled without
 * JavaScript and without a render-blocking stylesheet (STACK.md pitfall 9).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // The Content-Security-Policy allows inline scripts with this request's nonce only. ServerRouter
  // hands it to <Scripts>, <ScrollRestoration>, <Links> and its data scripts; React's own get it below.
  const { cspNonce } = loadContext.get(ssrContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }

  return new Promise((resolve, reject) => {
    const cache = createCache();
    let status = responseStatusCode;
    let shellReady = false;
    let settled = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);

    const { pipe, abort } = renderToPipeableStream(
      <StyleProvider cache={cache}>
        <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
      </StyleProvider>,
      {
        nonce: cspNonce,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('error', fail);
          sink.on('end', () => {
            clearTimeout(timeout);
            const html = Buffer.concat(chunks).toString('utf8');
            const styles = extractStyle(cache);
            const at = html.indexOf('</head>');
            const body = at === -1 ? html : html.slice(0, at) + styles + html.slice(at);
            settled = true;
            resolve(new Response(body, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError: fail,
        onError(error: unknown) {
          status = 500;
          // Shell errors reject (below) and React Router logs them; log the rest here.
          if (shellReady) console.error(error);
        },
      },
    );

    function fail(error: unknown) {
      clearTimeout(timeout);
      if (!settled) {
        settled = true;
        reject(error);
      }
    }
  });
}
