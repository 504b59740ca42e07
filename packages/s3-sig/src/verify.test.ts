import { describe, expect, it } from 'vitest';
import { canonicalQuery, canonicalUri } from './canonical.ts';
import { signRequest } from './sign-request.ts';
import { parseAuthorization, type SignedRequest, verifySigV4 } from './verify.ts';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" (S3 API reference).
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const NOW = Date.UTC(2013, 4, 24);
const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const credential = 'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

const examples: [string, SignedRequest][] = [
  [
    'GET object with a range',
    {
      method: 'GET',
      rawUrl: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA,
        'x-amz-date': '20130524T000000Z',
        authorization: `${credential},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
      },
    },
  ],
  [
    'PUT object with a $ in the key',
    {
      method: 'PUT',
      rawUrl: '/test$file.text',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
        'x-amz-date': '20130524T000000Z',
        authorization: `${credential},SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd`,
      },
    },
  ],
  [
    'GET bucket lifecycle (a value-less query parameter)',
    {
      method: 'GET',
      rawUrl: '/?lifecycle',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': EMPTY_SHA,
        'x-amz-date': '20130524T000000Z',
        authorization: `${credential},SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543`,
      },
    },
  ],
  [
    'GET bucket with query parameters out of order',
    {
      method: 'GET',
      rawUrl: '/?prefix=J&max-keys=2',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': EMPTY_SHA,
        'x-amz-date': '20130524T000000Z',
        authorization: `${credential},SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7`,
      },
    },
  ],
];

const check = (request: SignedRequest, now = NOW, secret = SECRET) => {
  const auth = parseAuthorization(request.headers.authorization as string);
  if (!auth) throw new Error('unparsed');
  return verifySigV4(request, auth, secret, { region: 'us-east-1', now });
};

describe('SigV4 verification', () => {
  it.each(examples)('when AWS signed "%s", then the signature verifies', async (_name, request) => {
    expect(await check(request)).toEqual({ ok: true });
  });

  it('when a signed header, the path or the query is changed, then it does not', async () => {
    const [, get] = examples[0]!;
    expect(await check({ ...get, headers: { ...get.headers, range: 'bytes=0-99' } })).toEqual({
      ok: false,
      failure: 'mismatch',
    });
    expect(await check({ ...get, rawUrl: '/test2.txt' })).toEqual({ ok: false, failure: 'mismatch' });
    expect(await check({ ...get, rawUrl: '/test.txt?uploads' })).toEqual({ ok: false, failure: 'mismatch' });
    expect(await check(get, NOW, `${SECRET}x`)).toEqual({ ok: false, failure: 'mismatch' });
  });

  it('when the request is more than 15 minutes from the server clock, then it is refused as skewed', async () => {
    const [, get] = examples[0]!;
    expect(await check(get, NOW + 15 * 60_000)).toEqual({ ok: true });
    expect(await check(get, NOW + 15 * 60_000 + 1)).toEqual({ ok: false, failure: 'skewed' });
  });

  it('when the Authorization header is not SigV4 or leaves required headers unsigned, then it is not parsed', () => {
    expect(parseAuthorization('AWS AKIAIOSFODNN7EXAMPLE:frJIUN8DYpKDtOLCwo//yllqDzg=')).toBeNull();
    expect(
      parseAuthorization(`${credential},SignedHeaders=host;x-amz-date,Signature=${'0'.repeat(64)}`),
    ).toBeNull();
    expect(parseAuthorization(undefined)).toBeNull();
  });

  it('canonicalises paths and queries as S3 does', () => {
    expect(canonicalUri('/u/1/a%20b/%E5%9B%BE.png')).toBe('/u/1/a%20b/%E5%9B%BE.png');
    expect(canonicalUri("/a'b(c)*")).toBe('/a%27b%28c%29%2A');
    expect(canonicalQuery('uploadId=abc&partNumber=2')).toBe('partNumber=2&uploadId=abc');
    expect(canonicalQuery('uploads')).toBe('uploads=');
  });

  it('when a path or query carries a bad percent-escape, then it is refused as malformed', async () => {
    const [, get] = examples[0]!;
    expect(await check({ ...get, rawUrl: '/test%zz.txt' })).toEqual({ ok: false, failure: 'malformed' });
    expect(await check({ ...get, rawUrl: '/test.txt?a=%E5' })).toEqual({ ok: false, failure: 'malformed' });
  });

  it('when the uploader signed a request, then the verifier accepts it as sent on the wire', async () => {
    const url = new URL(
      "http://127.0.0.1:3000/storage/labmall/u/1/202611/a b+'图'.png?uploadId=x%2By&partNumber=2",
    );
    const credentials = {
      accessKeyId: 'AK',
      secretAccessKey: SECRET,
      sessionToken: 'token',
      region: 'cn-east-1',
    };
    const headers = await signRequest({ method: 'PUT', url, credentials, now: new Date(NOW) });
    const request: SignedRequest = {
      method: 'PUT',
      rawUrl: url.pathname + url.search,
      headers: { ...headers, host: url.host },
    };
    const auth = parseAuthorization(headers.authorization);
    expect(auth).not.toBeNull();
    expect(await verifySigV4(request, auth!, SECRET, { region: 'cn-east-1', now: NOW })).toEqual({
      ok: true,
    });
    expect(await verifySigV4(request, auth!, SECRET, { region: 'us-east-1', now: NOW })).toEqual({
      ok: false,
      failure: 'malformed',
    });
  });
});
