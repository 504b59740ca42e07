// bench:chat's baseline: the smallest Fastify app that relays a POSTed text to every open event stream,
// on the same Node and Fastify as the store. What any SSE relay costs, without sessions, SQL or the
// encrypted transport.
import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { listenForParent } from './serve.ts';

const app = Fastify();
const streams = new Set<ServerResponse>();
let id = 0;
app.get('/stream', (request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  reply.raw.flushHeaders();
  streams.add(reply.raw);
  request.raw.on('close', () => streams.delete(reply.raw));
});
app.post('/send', async (request) => {
  const { text, to } = request.body as { text: string; to?: number };
  id += 1;
  const event = `id: ${id}\nevent: message\ndata: ${JSON.stringify({ id, text })}\n\n`;
  // `to`: the n-th stream only (an answer to one buyer); otherwise the first (the staff member's).
  let n = 0;
  for (const stream of streams) {
    if (n === (to ?? 0)) {
      stream.write(event);
      break;
    }
    n += 1;
  }
  return { id };
});
await listenForParent(app);
