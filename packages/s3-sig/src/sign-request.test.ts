import { describe, expect, it } from 'vitest';
import { amzDate } from './canonical.ts';
import { signRequest } from './sign-request.ts';

// AWS's worked examples ("Signature Calculations for the Authorization Header", S3 API reference).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const now = new Date(Date.UTC(2013, 4, 24));
const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const signature = (authorization: string) => /Signature=([0-9a-f]{64})$/.exec(authorization)?.[1];

describe('SigV4 signing', () => {
  it('formats the request date as S3 wants it', () => {
    expect(amzDate(now)).toBe('20130524T000000Z');
  });

  it('when AWS signs GET object with a range, then we produce the same signature', async () => {
    const headers = await signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials,
      now,
      headers: { range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('when AWS signs PUT object with a $ in the key, then we produce the same signature', async () => {
    const headers = await signRequest({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      credentials,
      now,
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    });
    expect(signature(headers.authorization!)).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('when AWS signs a bucket listing with its query out of order, then we produce the same signature', async () => {
    const headers = await signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
      credentials,
      now,
      payloadHash: EMPTY_SHA,
    });
    expect(signature(headers.authorization!)).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('when the credentials are temporary, then the session token is sent and signed, and the body is not hashed', async () => {
    const headers = await signRequest({
      method: 'PUT',
      url: new URL('http://127.0.0.1:3000/storage/labmall/u/1/a.png?partNumber=1&uploadId=x'),
      credentials: { ...credentials, sessionToken: 'token' },
      now,
    });
    expect(headers['x-amz-security-token']).toBe('token');
    expect(headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(headers.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
  });
});
