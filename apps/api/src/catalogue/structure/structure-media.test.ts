import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { structurePictureKey, structurePictureUrl } from './picture-key.ts';
import { storeStructurePictures } from './structure-picture.ts';

const ETHANOL = 'LFQSCWFLJHTTHZ-UHFFFAOYSA-N';

describe('structure pictures served from storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it('when a drawn structure is asked for, then it comes as an SVG cached for a year that cannot script', async () => {
    expect(await storeStructurePictures(t.app.deps.storage, [{ inchikey: ETHANOL, smiles: 'CCO' }])).toBe(1);
    const response = await t.app.inject({
      method: 'GET',
      url: structurePictureUrl(structurePictureKey(ETHANOL)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg[^>]*width='300px' height='220px'/);
    expect(response.body).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('when the same structure is stored again, then it is not drawn a second time', async () => {
    expect(await storeStructurePictures(t.app.deps.storage, [{ inchikey: ETHANOL, smiles: 'OCC' }])).toBe(0);
  });

  it.each([
    ['a structure never drawn', '/media/structure/v1/AAAAAAAAAAAAAA-BBBBBBBBBB-N.svg'],
    ['a path outside the pictures', '/media/structure/../o/lot_document/x'],
    ['a name that is not an InChIKey', '/media/structure/v1/ethanol.svg'],
  ])('when %s is asked for, then it is 404 and not cached', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
