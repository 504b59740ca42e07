import { Code } from '@labmall/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClient } from '../../test/helper.ts';
import { testDatabaseUrl } from '../../test/test-env.ts';
import { insertTestSkus } from '../catalogue/testing/catalogue-fixtures.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { skuDocuments } from './lots.schema.ts';
import { tinyPdf } from './tiny-pdf.ts';

/** Races need real connections: PGlite serialises every query on one. */
describe.runIf(testDatabaseUrl)('批次文件 added at the same moment on postgres', () => {
  let t: TestApp;
  let skuId: number;
  let staff: TestClient[];
  beforeAll(async () => {
    t = await buildTestApp('postgres');
    [skuId] = (await insertTestSkus(t.database.db, 1)) as [number];
    staff = await Promise.all([1, 2, 3, 4].map(async () => (await staffClient(t, ['商品'])).client));
  }, 120_000);
  afterAll(() => t.close());

  /** A PDF in this staff member's upload space, registered as a lot document: its file_path. */
  async function uploaded(client: TestClient, n: number) {
    const token = await client.get<{ key: string }>('/admin/oss/token');
    expect(token.code, token.message).toBe(Code.OK);
    const key = `${token.obj.key}coa-${n}.pdf`;
    await t.app.deps.storage.put(key, tinyPdf(`copy ${n}`), 'application/octet-stream');
    const file = await client.post<{ filePath: string }>('/admin/oss/register', {
      key,
      purpose: 'lot_document',
      fileName: `coa-${n}.pdf`,
    });
    expect(file.code, file.message).toBe(Code.OK);
    return file.obj.filePath;
  }

  it('when eight COAs of one lot are added at once, then one is created and the others are told the lot has one', async () => {
    const sends = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const client = staff[i % staff.length]!;
        return { client, file_path: await uploaded(client, i) };
      }),
    );
    const answers = await Promise.all(
      sends.map(({ client, file_path }, i) =>
        client.post('/admin/catalogue/lot-documents/add', {
          sku_id: skuId,
          kind: 'coa',
          // Case differs too: the index compares lots without case, as the sequential check does.
          lot: i % 2 ? 'R2611' : 'r2611',
          file_path,
        }),
      ),
    );
    expect(answers.filter((a) => a.code === Code.OK)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== Code.OK);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.code).toBe(Code.CONFLICT);
      expect(answer.message).toMatch(/^.+ 已有批号 r2611 的检验报告，请先删除旧的$/i);
    }
    const live = await t.database.db
      .select({ id: skuDocuments.id })
      .from(skuDocuments)
      .where(and(eq(skuDocuments.skuId, skuId), isNull(skuDocuments.removedAt)));
    expect(live).toHaveLength(1);
  }, 60_000);
});
