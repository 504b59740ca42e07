import { appendFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  CATALOGUE_EXPORT_PAGE,
  CATALOGUE_IMPORT_MAX_BYTES,
  type CatalogueImportState,
} from '@labmall/contract/catalogue-import-limits';
import { Code } from '@labmall/protocol';
import { afterCommit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import {
  findImport,
  insertImport,
  moveImportStatus,
  recentImports,
  updateImport,
} from './catalogue-imports.repository.ts';
import type { catalogueImports } from './catalogue-imports.schema.ts';
import { exportCataloguePage } from './export-catalogue.ts';
import { runConsoleImport } from './run-console-import.ts';

export type ImportMode = 'check' | 'apply';
type Row = typeof catalogueImports.$inferSelect;

const answer = (r: Row) => ({
  id: r.id,
  file_name: r.fileName,
  bytes: r.bytes,
  status: r.status as CatalogueImportState,
  rows_total: r.rowsTotal,
  rows_read: r.rowsRead,
  rows_written: r.rowsWritten,
  rows_failed: r.rowsFailed,
  products_new: r.productsNew,
  products_changed: r.productsChanged,
  products_unchanged: r.productsUnchanged,
  refused: r.refused,
  message: r.message,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/**
 * 导入 from the console: a file arrives in parts, a dry run (check) and then 应用 run as jobs; each
 * writes its progress to its catalogue_imports row, which the page polls. `queue` hands a run to the
 * job library (server.ts: pg-boss); without one (tests, a server without jobs) it runs in this process.
 */
export function createCatalogueImports(options: { db: Db; dataDir: string; storage?: ObjectStorage }) {
  const { db } = options;
  const dir = path.join(options.dataDir, 'imports');
  let queue: (id: number, mode: ImportMode) => Promise<void> = async (id, mode) => {
    void run(id, mode);
  };

  const find = async (id: number) => {
    const row = await findImport(db, id);
    if (!row) throw new AppError(Code.NOT_FOUND, '没有这个导入');
    return row;
  };
  const update = (id: number, values: Partial<Row>) => updateImport(db, id, values);
  const moveFrom = (id: number, from: string, to: string) => moveImportStatus(db, id, from, to);

  async function run(id: number, mode: ImportMode) {
    const row = await find(id);
    const file = path.join(dir, row.storedName);
    try {
      const outcome = await runConsoleImport(db, file, {
        apply: mode === 'apply',
        onProgress: (p) => update(id, { ...p }).then(() => undefined),
        cancelled: async () => (await find(id)).status === 'cancelled',
        ...(options.storage ? { storage: options.storage } : {}),
      });
      if (outcome.stopped) return;
      if (outcome.fileProblem) {
        await update(id, { status: 'refused', message: outcome.fileProblem, refused: [] });
        return;
      }
      await update(id, {
        status: mode === 'apply' ? 'applied' : 'checked',
        refused: outcome.refused,
        ...(mode === 'check' ? { rowsTotal: outcome.rowsRead } : {}),
      });
    } catch (error) {
      await update(id, { status: 'failed', message: `导入出错：${(error as Error).message}` });
    }
    if (mode === 'apply') await rm(file, { force: true });
  }

  return {
    run,
    /** server.ts: runs go to pg-boss from now on. */
    useQueue(send: (id: number, mode: ImportMode) => Promise<void>) {
      queue = send;
    },
    async begin(operatorId: number, fileName: string) {
      const ext = path.extname(fileName).toLowerCase();
      if (ext !== '.csv' && ext !== '.xlsx')
        throw new AppError(Code.INVALID, `不支持的文件类型“${ext || '无扩展名'}”：只支持 .csv 和 .xlsx`);
      await mkdir(dir, { recursive: true });
      const id = await insertImport(db, { fileName, storedName: `pending${ext}`, createdBy: operatorId });
      await update(id, { storedName: `${id}${ext}` });
      return { id };
    },
    async part(id: number, pieces: string[]) {
      const row = await find(id);
      if (row.status !== 'uploading') throw new AppError(Code.INVALID, '这个文件已上传完毕');
      const bytes = Buffer.from(pieces.join(''), 'base64');
      if (row.bytes + bytes.length > CATALOGUE_IMPORT_MAX_BYTES) {
        await update(id, {
          status: 'refused',
          message: `文件超过 ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
        });
        await rm(path.join(dir, row.storedName), { force: true });
        throw new AppError(
          Code.INVALID,
          `文件超过 ${CATALOGUE_IMPORT_MAX_BYTES / 1024 / 1024} MB，请用命令行导入`,
        );
      }
      await appendFile(path.join(dir, row.storedName), bytes);
      await update(id, { bytes: row.bytes + bytes.length });
      return { bytes: row.bytes + bytes.length };
    },
    async check(id: number) {
      const row = await find(id);
      const size = await stat(path.join(dir, row.storedName)).then(
        (s) => s.size,
        () => 0,
      );
      if (size === 0) throw new AppError(Code.INVALID, '文件是空的');
      if (!(await moveFrom(id, 'uploading', 'checking'))) throw new AppError(Code.INVALID, '已在试运行');
      // After the write commits: on PGlite the job library shares the one connection the write holds.
      await afterCommit(() => queue(id, 'check'));
      return answer(await find(id));
    },
    async apply(id: number) {
      if (!(await moveFrom(id, 'checked', 'applying')))
        throw new AppError(Code.INVALID, '只有试运行完成、尚未应用或取消的导入可以应用');
      await update(id, {
        rowsRead: 0,
        rowsWritten: 0,
        rowsFailed: 0,
        productsNew: 0,
        productsChanged: 0,
        productsUnchanged: 0,
      });
      await afterCommit(() => queue(id, 'apply'));
      return answer(await find(id));
    },
    async cancel(id: number) {
      const row = await find(id);
      if (
        !['uploading', 'checking', 'checked', 'applying'].includes(row.status) ||
        !(await moveFrom(id, row.status, 'cancelled'))
      )
        throw new AppError(Code.INVALID, '这个导入已结束，无法取消');
      if (row.status !== 'applying' && row.status !== 'checking')
        await rm(path.join(dir, row.storedName), { force: true });
      return answer(await find(id));
    },
    get: async (id: number) => answer(await find(id)),
    async recent() {
      return { list: (await recentImports(db, 20)).map(answer) };
    },
    exportPage: (after: number) => exportCataloguePage(db, after, CATALOGUE_EXPORT_PAGE),
  };
}

export type CatalogueImports = ReturnType<typeof createCatalogueImports>;
