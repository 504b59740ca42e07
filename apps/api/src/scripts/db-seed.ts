import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { seedDemoLotDocuments } from '../seed/demo-lot-documents.ts';
import { seedDemoMemberHistory } from '../seed/demo-member-history.ts';
import { seedStructurePictures } from '../seed/demo-structures.ts';
import { seedDemoData } from '../seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedDemoData(database.db);
// The demo member's orders are placed, paid and shipped through the services (skipped once they exist).
const app = await buildApp({ config, database });
const history = await seedDemoMemberHistory(app.deps);
await seedDemoLotDocuments(app.deps);
const pictures = await seedStructurePictures(database.db, app.deps.storage);
await app.close();
await database.close();
console.log(
  `demo data loaded (${database.kind})${history.created ? `, ${history.orders.length} demo orders` : ''}, ${pictures} structure pictures drawn`,
);
