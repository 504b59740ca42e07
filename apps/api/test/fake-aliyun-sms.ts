import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Aliyun's SMS endpoint that checks the ACS3-HMAC-SHA256 signature the way Aliyun
 * documents it (help.aliyun.com, "V3 版本请求体&签名机制"), written here apart from the SDK so a
 * signing mistake on either side, or a wrong secret, is caught.
 */

/** RFC 3986: everything but A-Z a-z 0-9 - _ . ~ is %XX (so `*` and space differ from encodeURIComponent). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface SignedRequest {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: Buffer;
}

/** Why the request's signature does not hold with this secret, or undefined when it does. */
export function signatureProblem(
  req: SignedRequest,
  accessKeyId: string,
  secret: string,
): string | undefined {
  const authorization = req.headers.authorization ?? '';
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
    authorization,
  );
  if (!match) return `not an ACS3-HMAC-SHA256 authorization: ${authorization}`;
  const [, credential, signedList, signature] = match as unknown as [string, string, string, string];
  if (credential !== accessKeyId) return 'unknown access key';
  const signed = signedList.split(';');
  // The documented rule: host, content-type and every x-acs-* header must be signed.
  const mustSign = Object.keys(req.headers).filter(
    (h) => h === 'host' || h === 'content-type' || h.startsWith('x-acs-'),
  );
  const unsigned = mustSign.filter((h) => !signed.includes(h));
  if (unsigned.length > 0) return `headers not signed: ${unsigned.join(',')}`;
  const payloadHash = sha256Hex(req.body);
  if (req.headers['x-acs-content-sha256'] !== payloadHash) return 'x-acs-content-sha256 is not the body';
  const canonicalQuery = req.query
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = [...signed]
    .sort()
    .map((h) => `${h}:${(req.headers[h] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    req.method,
    req.path,
    canonicalQuery,
    canonicalHeaders,
    [...signed].sort().join(';'),
    payloadHash,
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const expected = createHmac('sha256', secret).update(stringToSign).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'signature mismatch';
}

function readRequest(req: IncomingMessage): Promise<SignedRequest> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', reject);
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      resolve({
        method: req.method ?? '',
        path: url.pathname,
        query: [...url.searchParams.entries()],
        headers,
        body: Buffer.concat(chunks),
      });
    });
  });
}

export interface FakeAliyunAnswer {
  status: number;
  body: Record<string, string>;
}

/**
 * Answers `answer` to a correctly signed request and Aliyun's own 400 SignatureDoesNotMatch
 * otherwise; keeps every request's fields (query and form body together) for the test to look at.
 */
export function fakeAliyunSms(options: { accessKeyId: string; secret: string; answer: FakeAliyunAnswer }) {
  const received: Record<string, string>[] = [];
  const server = createServer(async (req, res) => {
    const request = await readRequest(req);
    const fields = Object.fromEntries([
      ...request.query,
      ...new URLSearchParams(request.body.toString('utf8')).entries(),
    ]);
    received.push(fields);
    const problem = signatureProblem(request, options.accessKeyId, options.secret);
    const answer: FakeAliyunAnswer = problem
      ? { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: problem, RequestId: 'fake' } }
      : options.answer;
    res.statusCode = answer.status;
    res.setHeader('content-type', 'application/json;charset=utf-8');
    res.end(JSON.stringify(answer.body));
  });
  return {
    received,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
