import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';
import { uploadSessionPolicy } from './upload-policy.ts';

/** A stand-in for AWS STS on loopback: records each AssumeRole form and answers like STS does. */
function fakeSts() {
  const calls: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      if (form.get('RoleArn')?.endsWith('/missing')) {
        response.writeHead(403, { 'content-type': 'text/xml' });
        response.end(
          '<ErrorResponse><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>not authorized</Message></Error><RequestId>r</RequestId></ErrorResponse>',
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.end(`<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult>
    <Credentials>
      <AccessKeyId>ASIATESTKEY</AccessKeyId>
      <SecretAccessKey>temporary-secret</SecretAccessKey>
      <SessionToken>temporary-session-token</SessionToken>
      <Expiration>2030-01-01T00:15:00Z</Expiration>
    </Credentials>
    <AssumedRoleUser><AssumedRoleId>AROA:labmall-u42</AssumedRoleId><Arn>arn:aws:sts::123456789012:assumed-role/upload/labmall-u42</Arn></AssumedRoleUser>
  </AssumeRoleResult>
  <ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata>
</AssumeRoleResponse>`);
    });
  });
  return { server, calls };
}

describe('S3 adapter: upload credentials from STS', () => {
  const sts = fakeSts();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => sts.server.listen(0, '127.0.0.1', resolve));
    const address = sts.server.address() as { port: number };
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (sts.server as Server).close(() => resolve())));

  const storage = (roleArn: string) =>
    createS3Storage({
      bucket: 'shop',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIASERVER', secretAccessKey: 'server-secret' },
      stsRoleArn: roleArn,
      stsEndpoint: endpoint,
      minPartSize: 5 * 1024 * 1024,
    });

  it('when credentials are issued, then STS is asked for 15 minutes with a policy limited to the prefix', async () => {
    const credentials = await storage('arn:aws:iam::123456789012:role/upload').issueUploadCredentials(
      'u/42/202611/',
      'labmall-u42',
    );
    expect(credentials).toEqual({
      accessKeyId: 'ASIATESTKEY',
      accessKeySecret: 'temporary-secret',
      securityToken: 'temporary-session-token',
      expiration: new Date('2030-01-01T00:15:00Z'),
    });
    const form = sts.calls.at(-1)!;
    expect(form.get('Action')).toBe('AssumeRole');
    expect(form.get('RoleArn')).toBe('arn:aws:iam::123456789012:role/upload');
    expect(form.get('RoleSessionName')).toBe('labmall-u42');
    expect(form.get('DurationSeconds')).toBe('900');
    expect(form.get('Policy')).toBe(
      uploadSessionPolicy({ bucket: 'shop', prefix: 'u/42/202611/', region: 'us-east-1' }),
    );
  });

  it('when STS refuses, then the error reaches the caller (and becomes a logged 500, not a token)', async () => {
    await expect(
      storage('arn:aws:iam::123456789012:role/missing').issueUploadCredentials('u/42/202611/', 'labmall-u42'),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});
