import net from 'node:net';

/**
 * A TCP relay in front of the test Redis, so a test can take "Redis" away from one app without touching
 * the server others share: `refuse()` drops every connection and stops listening (connection refused),
 * `stall()` keeps connections open but passes nothing on until `restore()` (a hung server), `restore()` relays again on
 * the same port.
 */
export interface RedisProxy {
  /** The Redis URL to give the app: the test Redis's, with this relay's host and port. */
  url: string;
  refuse(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisProxy(target: string): Promise<RedisProxy> {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  let stalled = false;
  // A stalled Redis answers late, not never: held commands reach it on restore, so replies stay in order.
  const held: (() => void)[] = [];
  const server = net.createServer((client) => {
    const redis = net.connect(Number(upstream.port || 6379), upstream.hostname);
    for (const socket of [client, redis]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        redis.destroy();
      });
    }
    client.on('data', (chunk) => {
      if (stalled) held.push(() => redis.write(chunk));
      else redis.write(chunk);
    });
    redis.on('data', (chunk) => client.write(chunk));
    client.on('close', () => redis.destroy());
    redis.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const stop = async () => {
    const closed = server.listening
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    refuse: stop,
    stall() {
      stalled = true;
    },
    async restore() {
      stalled = false;
      for (const send of held.splice(0)) send();
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
