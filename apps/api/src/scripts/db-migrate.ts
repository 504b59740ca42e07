import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
