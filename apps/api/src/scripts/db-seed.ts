import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { seedDemoData } from '../seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedDemoData(database.db);
await database.close();
console.log(`demo data loaded (${database.kind})`);
