import net from 'node:net';

/**
 * A TCP relay in front of a server (the test Redis, a PostgreSQL), so a test or the proof can take it away
 * from one app without touching the server others share: `refuse()` drops every connection and stops
 * listening (connection refused), `stall()` keeps connections open but passes nothing on until
 * `restore()` (a hung server), `restore()` relays again on the same port.
 */
export interface TcpProxy {
  /** The URL to give the app: the server's, with this relay's host and port. */
  url: string;
  refuse(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string, defaultPort: number): Promise<TcpProxy> {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  let stalled = false;
  // A stalled server answers late, not never: held commands reach it on restore, so replies stay in order.
  const held: (() => void)[] = [];
  const server = net.createServer((client) => {
    const remote = net.connect(Number(upstream.port || defaultPort), upstream.hostname);
    for (const socket of [client, remote]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        remote.destroy();
      });
    }
    client.on('data', (chunk) => {
      if (stalled) held.push(() => remote.write(chunk));
      else remote.write(chunk);
    });
    remote.on('data', (chunk) => client.write(chunk));
    client.on('close', () => remote.destroy());
    remote.on('close', () => client.destroy());
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
