import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

/** What a browser's URL parser does to an href before it follows it (WHATWG URL). */
const asBrowserReads = (href: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these controls are the point
  href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');

/** The links of the page (`<a href>`), as the browser will read them. */
const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => asBrowserReads(decodeEntities(m[1] ?? '')));

/** The way back on 注册成功 (step 3), server-rendered as a crawler or a browser without JavaScript gets it. */
describe('registration return target', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await t.login({ identification: 0 });
    cookie = `session=${t.client.session}`;
  }, 120_000);
  afterAll(() => t.close());

  const page = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it.each([
    '%2F%09%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F%0D%2Fevil.example',
    '%20%2F%2Fevil.example',
    '%2F.%2F%2Fevil.example',
  ])('when /register/success?redirect=%s, then no link on the page leads off the site', async (target) => {
    const html = await page(`/register/success?redirect=${target}`);
    const hrefs = hrefsOf(html);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href, href).not.toMatch(/^[/\\]{2}|^[a-z][a-z0-9+.-]*:/i);
      expect(href).not.toContain('evil.example');
    }
    expect(html).toContain('去首页逛逛');
  });

  it('when the target is a page of the shop, then the way back leads to it', async () => {
    const html = await page(`/register/success?redirect=${encodeURIComponent('/user/order?tab=2')}`);
    expect(hrefsOf(html)).toContain('/user/order?tab=2');
    expect(html).toContain('返回之前的页面');
  });
});
