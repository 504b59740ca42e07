// The store's database as a start finds it: opened, migrated, brought up to date (ID numbers encrypted,
// Hill formulas and structure fingerprints filled), and seeded with the demo data when it was just made.
import { encryptStoredIdNumbers } from './accounts/id-numbers/encrypt-stored-id-numbers.ts';
import { createIdNumberCipher } from './accounts/id-numbers/id-number-cipher.ts';
import { idNumberKeys } from './accounts/id-numbers/id-number-config.ts';
import { fillStructureFingerprints } from './catalogue/catalogue.service.ts';
import { fillHillFormulas } from './catalogue/fill-hill-formulas.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './platform/db.ts';
import type { Deps } from './platform/deps.ts';
import { seedDemoLotDocuments } from './seed/demo-lot-documents.ts';
import { seedDemoMemberHistory } from './seed/demo-member-history.ts';
import { seedStructurePictures } from './seed/demo-structures.ts';
import { seedDemoData } from './seed/seed.ts';

export async function openStoreDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
  });
  await database.migrate();
  await encryptStoredIdNumbers(database.db, createIdNumberCipher(idNumberKeys(config)));
  await fillHillFormulas(database.db);
  if (database.created) await seedDemoData(database.db);
  // A database seeded or imported into before structure search (ADR 0059) gets its fingerprints here.
  await fillStructureFingerprints(database.db);
  return database;
}

/** The demo member's orders, lot documents and structure pictures go through the store's own services. */
export async function seedThroughServices(database: Database, deps: Deps): Promise<void> {
  if (!database.created) return;
  await seedDemoMemberHistory(deps);
  await seedDemoLotDocuments(deps);
  await seedStructurePictures(database.db, deps.storage);
  database.markSeeded();
}
