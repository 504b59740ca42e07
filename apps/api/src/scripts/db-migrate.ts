import { encryptStoredIdNumbers } from '../accounts/id-numbers/encrypt-stored-id-numbers.ts';
import { createIdNumberCipher } from '../accounts/id-numbers/id-number-cipher.ts';
import { idNumberKeys } from '../accounts/id-numbers/id-number-config.ts';
import { fillHillFormulas } from '../catalogue/fill-hill-formulas.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const { rewritten } = await encryptStoredIdNumbers(database.db, createIdNumberCipher(idNumberKeys(config)));
const { filled } = await fillHillFormulas(database.db);
await database.close();
console.log(
  `migrations applied (${database.kind}); ID numbers encrypted or re-keyed: ${rewritten}; Hill formulas filled: ${filled}`,
);
