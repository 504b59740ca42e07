import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The first half of a graceful stop, before `app.close()` (server.ts). Closing an HTTP server at once
 * destroys every socket Node thinks idle, and on a busy store that includes sockets whose next request
 * is written but not yet read off the buffer: the client gets ECONNRESET and cannot know whether the
 * store took it. So the store:
 * 1. drains for `ms`: it serves on, every answer says `Connection: close` (each client learns from an
 *    answer, not a reset, that its socket ends) and /healthz answers 503 (a load balancer stops sending);
 * 2. stops accepting connections without closing the open ones, and waits up to `ms` more for them to
 *    end as their requests are read and answered;
 * 3. only then closes what is still idle (a socket no request came on for the whole drain).
 * What no server can save: connections a client opened that still wait in the kernel's accept queue when
 * the listener closes are reset unread. Behind a load balancer none arrive once /healthz says 503;
 * `npm run proof -- --only term` counts them and checks that they changed nothing (docs/operations.md).
 */
export interface Drain {
  readonly active: boolean;
  /** Runs the three steps; the caller then closes the app. */
  start(ms: number): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerDrain(app: FastifyInstance): Drain {
  let active = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (active) reply.header('connection', 'close');
  });

  const openConnections = () =>
    new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count ?? 0)));

  return {
    get active() {
      return active;
    },
    async start(ms) {
      active = true;
      await pause(ms);
      if (!app.server.listening) return;
      // net.Server's close, not http.Server's: the latter also closes "idle" sockets at once (step 3).
      net.Server.prototype.close.call(app.server);
      for (const until = Date.now() + ms; Date.now() < until && (await openConnections()) > 0; ) {
        await pause(50);
      }
      app.server.closeIdleConnections();
    },
  };
}
