// Upload throughput: a 50 MB file through the storefront's upload helper to the store's local
// storage endpoint on loopback, against one plain PUT of the same bytes to the same server, in one run.
// Run with `npm run bench:upload [-- --size 50 --rounds 3]`.
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { registerHooks } from 'node:module';
import { parseArgs } from 'node:util';
import { Code, createTransport } from '@labmall/protocol';
import { signRequest } from '@labmall/s3-sig/sign-request';
import { machineFacts } from './lib/machine.ts';
import { formatTable } from './lib/table.ts';

// The storefront's modules import each other without extensions (Vite resolves them); let Node do
// the same for this process, so the bench runs the helper's own code, unbundled.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});

/** The parts of the helper this bench uses (imported at run time: its sources are the storefront's). */
interface Helper {
  uploadFile(params: Record<string, unknown>): {
    done: Promise<{ status: string; result?: { etag: string }; error?: Error }>;
  };
}
interface Token {
  key: string;
  host: string;
  region: string;
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
}

const SERVER = new URL('../apps/api/src/uploads/testing/upload-test-server.ts', import.meta.url);
const HELPER = new URL('../apps/web/app/lib/upload/upload-file.ts', import.meta.url).href;
const MB = 1024 * 1024;

function args() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { size: { type: 'string' }, rounds: { type: 'string' } },
    strict: true,
  });
  const size = Number(values.size ?? 50);
  const rounds = Number(values.rounds ?? 3);
  if (!Number.isInteger(size) || size < 2 || size > 100) throw new Error('--size must be 2-100 (MB)');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive integer');
  return { size: size * MB, rounds };
}

async function startServer() {
  const child: ChildProcess = fork(SERVER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const info = await new Promise<{ origin: string; session: string; cipherKey: string; signSecret: string }>(
    (resolve, reject) => {
      child.once('message', (m) => resolve(m as never));
      child.once('exit', (code) => reject(new Error(`store server exited (${code})`)));
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.disconnect();
    });
  return { ...info, stop };
}

async function uploadToken(server: {
  origin: string;
  session: string;
  cipherKey: string;
  signSecret: string;
}) {
  const transport = await createTransport({ cipherKey: server.cipherKey, signSecret: server.signSecret });
  const sealed = await transport.seal('GET', '/api/oss/token', {}, { session: server.session });
  const response = await fetch(`${server.origin}/api/oss/token?${new URLSearchParams({ ...sealed })}`);
  const envelope = await transport.openResponse(await response.json());
  if (envelope.code !== Code.OK)
    throw new Error(`GET /oss/token answered ${envelope.code}: ${envelope.message}`);
  return envelope.obj as Token;
}

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest();

/** The ETag S3 (and the local adapter) gives a multipart object: MD5 of the parts' MD5s, "-N". */
function multipartEtag(data: Uint8Array, partSize: number): string {
  const digests: Buffer[] = [];
  for (let at = 0; at < data.length; at += partSize) digests.push(md5(data.subarray(at, at + partSize)));
  return `"${createHash('md5').update(Buffer.concat(digests)).digest('hex')}-${digests.length}"`;
}

async function timed(run: () => Promise<string>, expectedEtag: string): Promise<number> {
  const started = performance.now();
  const etag = await run();
  const seconds = (performance.now() - started) / 1000;
  if (etag !== expectedEtag)
    throw new Error(`stored ETag ${etag}, expected ${expectedEtag}: the bytes differ`);
  return seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { size, rounds } = args();
  console.log(
    `bench:upload — ${size / MB} MB through the upload helper vs one plain PUT (loopback, one run)`,
  );
  for (const [key, value] of Object.entries(machineFacts())) console.log(`  ${key.padEnd(8)} ${value}`);
  console.log(`  rounds   ${rounds} per row, interleaved; the median is reported`);
  console.log('');

  const { uploadFile } = (await import(HELPER)) as Helper;
  const data = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) randomFillSync(data, at, Math.min(65_536, size - at));
  const file = new Blob([data]);

  const server = await startServer();
  try {
    const token = await uploadToken(server);
    const credentials = {
      accessKeyId: token.accessKeyId,
      secretAccessKey: token.accessKeySecret,
      sessionToken: token.securityToken,
      region: token.region,
    };

    const plain = async (key: string) => {
      const url = new URL(`${token.host}/${key}`);
      const headers = await signRequest({ method: 'PUT', url, credentials, now: new Date() });
      const response = await fetch(url, { method: 'PUT', body: data, headers });
      if (!response.ok) throw new Error(`plain PUT: HTTP ${response.status} ${await response.text()}`);
      return response.headers.get('etag') ?? '';
    };
    const helper = (settings: { chunkSize?: number; concurrency?: number }) => async (key: string) => {
      const outcome = await uploadFile({ options: token, file, key, ...settings }).done;
      if (outcome.status !== 'Done')
        throw new Error(`helper: ${outcome.status} ${outcome.error?.message ?? ''}`);
      return outcome.result!.etag;
    };

    const rows = [
      {
        name: 'a. plain PUT, one stream',
        run: plain,
        etag: `"${md5(data).toString('hex')}"`,
        times: [] as number[],
      },
      {
        name: 'b. helper, defaults (1 MiB parts, 4 at a time)',
        run: helper({}),
        etag: multipartEtag(data, 1_048_576),
        times: [] as number[],
      },
      {
        name: 'c. helper as the control uses it (512000 B, 1 at a time)',
        run: helper({ chunkSize: 512_000, concurrency: 1 }),
        etag: multipartEtag(data, 512_000),
        times: [] as number[],
      },
    ];
    // One warm-up of each (JIT, disk cache), then interleaved rounds so drift hits every row alike.
    for (const row of rows) await timed(() => row.run(`${token.key}warmup-${row.name[0]}`), row.etag);
    for (let round = 0; round < rounds; round += 1) {
      for (const row of rows) {
        const seconds = await timed(() => row.run(`${token.key}r${round}-${row.name[0]}`), row.etag);
        row.times.push(seconds);
        process.stdout.write(`  ${row.name}: ${seconds.toFixed(3)} s\n`);
      }
    }
    console.log('');
    const throughput = (row: (typeof rows)[number]) => size / MB / median(row.times);
    const base = throughput(rows[0]!);
    console.log(
      formatTable(
        ['', 'median s', 'MB/s', '÷ plain PUT'],
        rows.map((row) => [
          row.name,
          median(row.times).toFixed(3),
          throughput(row).toFixed(1),
          `${((throughput(row) / base) * 100).toFixed(1)}%`,
        ]),
      ),
    );
    console.log('');
    console.log('verified: every stored object has the ETag its bytes imply (MD5, or MD5 of part MD5s).');
  } finally {
    await server.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:upload FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
