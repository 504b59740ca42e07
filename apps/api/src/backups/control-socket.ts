import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * The embedded database can be opened by one process only, so a backup of a running embedded store is
 * made by the store itself: `npm run db:backup` asks it over a Unix socket in DATA_DIR/run (a directory
 * only the store's user may enter) and receives the dump. The answer is one JSON line, then the bytes.
 */
export const controlSocket = (dataDir: string) => path.join(dataDir, 'run', 'control.sock');

export async function listenForDumps(
  dataDir: string,
  dump: () => Promise<Blob>,
): Promise<() => Promise<void>> {
  const file = controlSocket(dataDir);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(file), 0o700);
  // A store killed without closing left its socket behind; this one replaces it.
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString('utf8').trim() !== 'dump') {
        socket.end(`${JSON.stringify({ error: 'unknown request' })}\n`);
        return;
      }
      dump().then(
        async (blob) => {
          socket.write(`${JSON.stringify({ bytes: blob.size })}\n`);
          socket.end(Buffer.from(await blob.arrayBuffer()));
        },
        (error: unknown) => socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`),
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}

/** Asks the running store for a dump of its data directory; throws when no store answers. */
export function askRunningStore(dataDir: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(controlSocket(dataDir), () => socket.write('dump\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as {
        bytes?: number;
        error?: string;
      };
      const body = all.subarray(newline + 1);
      if (header.error !== undefined) reject(new Error(`商城拒绝了备份请求：${header.error}`));
      else if (body.length !== header.bytes) reject(new Error('备份数据不完整：连接中断'));
      else resolve(new Blob([body]));
    });
  });
}
