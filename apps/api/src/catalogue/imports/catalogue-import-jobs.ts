import type { PgBoss } from 'pg-boss';
import type { CatalogueImports, ImportMode } from './catalogue-imports.service.ts';

export const CATALOGUE_IMPORT_QUEUE = 'catalogue-import';

/**
 * 导入's dry runs and applies as pg-boss jobs (the library the order jobs use, ADR 17), one at a time
 * per instance. A run is not retried: a failure is written to its row and the operator starts again.
 * Its progress lives in catalogue_imports, not in the job, so the page reads one table either way.
 */
export async function startCatalogueImportJobs(boss: PgBoss, imports: CatalogueImports): Promise<void> {
  // An import of a million rows takes minutes: the job may run up to an hour before pg-boss expires it.
  await boss.createQueue(CATALOGUE_IMPORT_QUEUE, { retryLimit: 0, expireInSeconds: 3600 });
  await boss.work<{ id: number; mode: ImportMode }>(
    CATALOGUE_IMPORT_QUEUE,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await imports.run(job.data.id, job.data.mode);
    },
  );
  imports.useQueue(async (id, mode) => {
    await boss.send(CATALOGUE_IMPORT_QUEUE, { id, mode });
  });
}
