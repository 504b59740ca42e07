import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATIONS, refusal } from '../../test/sql-state.ts';
import { uploadedObjects } from '../uploads/uploads.schema.ts';
import { acceptedUpload } from './testing/account-fixtures.ts';
import { findUserById, updateAvatar } from './users.repository.ts';
import { insertVerification } from './verification.repository.ts';

/** The accounts tables name accepted uploads by key; the database keeps those names pointing at rows. */
describe.each(databaseKinds)('upload references from accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const deleteUpload = (key: string) =>
    t.database.db.delete(uploadedObjects).where(eq(uploadedObjects.key, key));

  it('when an avatar names no accepted upload, then the database refuses it', async () => {
    const me = await t.login();
    expect(await refusal(updateAvatar(t.database.db, me.id, 'o/avatar/202601/nothing-here'))).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: 'users_avatar_uploaded_objects_key_fk',
    });
  });

  it('when the avatar’s file is removed, then the member has no avatar', async () => {
    const me = await t.login();
    const key = await acceptedUpload(t, me.id, 'avatar');
    await updateAvatar(t.database.db, me.id, key);
    await deleteUpload(key);
    expect((await findUserById(t.database.db, me.id))?.avatar).toBeNull();
  });

  it('when a file is evidence in a submission, then it cannot be removed', async () => {
    const me = await t.login();
    const licence = await acceptedUpload(t, me.id);
    await insertVerification(t.database.db, {
      userId: me.id,
      kind: 'organisation',
      organisation: '测试大学化学系',
      creditCode: '12100000400000624D',
      licence,
      contactName: '王老师',
      contactPhone: '01062751234',
    });
    const refused = await refusal(deleteUpload(licence));
    expect(refused?.constraint).toBe('identity_verifications_licence_uploaded_objects_key_fk');
    expect(RESTRICT_VIOLATIONS).toContain(refused?.code);
    const kept = await t.database.db.select().from(uploadedObjects).where(eq(uploadedObjects.key, licence));
    expect(kept).toHaveLength(1);
  });
});
