import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** A one-row catalogue file in the import's format (docs/catalogue-import.md). */
export function writeImportFile(dir: string, name: string, sku: string): string {
  const file = path.join(dir, `${sku}.csv`);
  writeFileSync(
    file,
    'sku,name,name_en,cas,formula,mw,purity,pack,price,stock,category,brand,synonyms,controlled,spec,mdl,storage,hazards,min_qty,step,lead_days\n' +
      `${sku},${name},Cache test,,,,分析纯 AR,500 g,12.00,10,化学试剂/有机试剂/缓存测试,科睿,,,,,,,1,1,0\n`,
  );
  return file;
}
