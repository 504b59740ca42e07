import { Code, type SsrContext } from '@labmall/protocol';
import { describe, expect, it } from 'vitest';
import { createServerApi } from './server-api.server';

/** An SsrContext whose in-process API throws instead of answering, as a defect below dispatch would. */
function throwingSsr(): SsrContext {
  return {
    api: {
      call: async () => {
        throw new TypeError('boom');
      },
    },
    errorLinkSecret: 'a-secret-for-the-test',
  } as unknown as SsrContext;
}

const page = (path: string) => new Request(`http://shop.test${path}`);

describe('page loads whose API call throws', () => {
  it('when a page’s call throws, then the page goes to the error page', async () => {
    const api = createServerApi(throwingSsr(), page('/list'));
    const thrown = await api.getEnvelope('/user/info').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toMatch(/^\/error\/[A-Za-z0-9_-]+$/);
  });

  it('when the error page’s own call throws, then it gets a failing envelope, not a redirect to itself', async () => {
    const api = createServerApi(throwingSsr(), page('/error/404'));
    const answer = await api.getEnvelope('/user/info');
    expect(answer.code).toBe(Code.SERVER_ERROR);
    const thrown = await api.get('/user/info').catch((error: unknown) => error);
    expect(thrown).not.toBeInstanceOf(Response);
    expect(thrown).toBeInstanceOf(Error);
  });
});
