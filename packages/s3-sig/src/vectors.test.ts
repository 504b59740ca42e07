// Published AWS values, not computed by this code: cases of the aws-sig-v4-test-suite
// (https://docs.aws.amazon.com/general/latest/gr/signature-v4-test-suite.html) and the presigned-URL
// example of the S3 API reference ("Authenticating Requests: Using Query Parameters").
import { describe, expect, it } from 'vitest';
import { canonicalRequest, credentialScope, type RequestToSign, UNSIGNED_PAYLOAD } from './canonical.ts';
import type { HashEngine } from './engine/engine.ts';
import { engine as nodeEngine } from './engine/node.ts';
import { engine as webEngine } from './engine/web.ts';
import { createSigV4 } from './sigv4.ts';

interface Vector {
  name: string;
  credentials: { secret: string; date: string; region: string; service: string };
  amzDate: string;
  request: RequestToSign;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const suite = {
  secret: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  date: '20150830',
  region: 'us-east-1',
  service: 'service',
};
const suiteHeaders = { host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' };

const vectors: Vector[] = [
  {
    name: 'get-vanilla',
    credentials: suite,
    amzDate: '20150830T123600Z',
    request: {
      method: 'GET',
      path: '/',
      query: '',
      headers: suiteHeaders,
      signedHeaders: ['host', 'x-amz-date'],
      payloadHash: EMPTY_SHA,
    },
    canonicalRequest: `GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n${EMPTY_SHA}`,
    stringToSign:
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
    signature: '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  },
  {
    name: 'get-vanilla-query-order-key-case',
    credentials: suite,
    amzDate: '20150830T123600Z',
    request: {
      method: 'GET',
      path: '/',
      query: '?Param2=value2&Param1=value1',
      headers: suiteHeaders,
      signedHeaders: ['host', 'x-amz-date'],
      payloadHash: EMPTY_SHA,
    },
    canonicalRequest: `GET\n/\nParam1=value1&Param2=value2\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n${EMPTY_SHA}`,
    stringToSign:
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\n816cd5b414d056048ba4f7c5386d6e0533120fb1fcfa93762cf0fc39e2cf19e0',
    signature: 'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
  },
  {
    name: 'post-x-www-form-urlencoded',
    credentials: suite,
    amzDate: '20150830T123600Z',
    request: {
      method: 'POST',
      path: '/',
      query: '',
      headers: { ...suiteHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      signedHeaders: ['content-type', 'host', 'x-amz-date'],
      // SHA-256 of the body `Param1=value1`.
      payloadHash: '9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e',
    },
    canonicalRequest:
      'POST\n/\n\ncontent-type:application/x-www-form-urlencoded\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\ncontent-type;host;x-amz-date\n9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e',
    stringToSign:
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\n42a5e5bb34198acb3e84da4f085bb7927f2bc277ca766e6d19c73c2154021281',
    signature: 'ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
  },
  {
    name: 'S3 presigned URL (GET test.txt from examplebucket, valid 86400 s)',
    credentials: {
      secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: '20130524',
      region: 'us-east-1',
      service: 's3',
    },
    amzDate: '20130524T000000Z',
    request: {
      method: 'GET',
      path: '/test.txt',
      query:
        'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host',
      headers: { host: 'examplebucket.s3.amazonaws.com' },
      signedHeaders: ['host'],
      payloadHash: UNSIGNED_PAYLOAD,
    },
    canonicalRequest:
      'GET\n/test.txt\nX-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host\nhost:examplebucket.s3.amazonaws.com\n\nhost\nUNSIGNED-PAYLOAD',
    stringToSign:
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n3bfa292879f6447bbcda7001decf97f4a54dc650c8942174ae0a9121cf58ad04',
    signature: 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
  },
];

describe.each([
  ['node', nodeEngine],
  ['web', webEngine],
] as [string, HashEngine][])('AWS SigV4 vectors on the %s engine', (_engine, engine) => {
  const sigV4 = createSigV4(engine);

  it.each(vectors.map((v) => [v.name, v] as const))(
    'when the request is %s, then the canonical request, string to sign and signature are the published ones',
    async (_name, v) => {
      const { secret, date, region, service } = v.credentials;
      const canonical = canonicalRequest(v.request);
      expect(canonical).toBe(v.canonicalRequest);
      const toSign = await sigV4.stringToSign(canonical, v.amzDate, credentialScope(date, region, service));
      expect(toSign).toBe(v.stringToSign);
      const key = await sigV4.signingKey(secret, date, region, service);
      expect(await sigV4.signature(key, toSign)).toBe(v.signature);
      expect(await sigV4.verifySignature(key, toSign, v.signature)).toBe(true);
    },
  );

  it('when the signature is altered, truncated or not lower-case hex, then it does not verify', async () => {
    const v = vectors[0]!;
    const { secret, date, region, service } = v.credentials;
    const key = await sigV4.signingKey(secret, date, region, service);
    const flipped = `${v.signature.slice(0, 63)}${v.signature.endsWith('0') ? '1' : '0'}`;
    expect(await sigV4.verifySignature(key, v.stringToSign, flipped)).toBe(false);
    expect(await sigV4.verifySignature(key, v.stringToSign, v.signature.slice(0, 62))).toBe(false);
    expect(await sigV4.verifySignature(key, v.stringToSign, v.signature.toUpperCase())).toBe(false);
    expect(await sigV4.verifySignature(key, `${v.stringToSign} `, v.signature)).toBe(false);
  });
});
