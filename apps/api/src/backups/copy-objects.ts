import type { Dirent } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * What of the local storage's tree is still being written: files whose bytes are not whole yet
 * (`tmp/`) and multipart uploads in progress (`uploads/`). No row names them; a backup leaves them out.
 */
const IN_FLIGHT = new Set(['tmp', 'uploads']);

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies the local storage's objects while the store serves (take-backup.ts). A file may go between
 * listing and copying: a temporary file renamed into place, an upload moved to the key the server
 * chose, a refused one deleted. It was not named by the database image taken before the copy, so it is
 * skipped; `fs.cp` stopped the whole backup on it (found by `npm run proof -- --only backup`).
 */
export async function copyObjects(
  from: string,
  to: string,
  copy: (source: string, target: string) => Promise<void> = copyFile,
  top = true,
): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (top && IN_FLIGHT.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await copyObjects(source, target, copy, false);
    } else if (entry.isFile()) {
      await copy(source, target).catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
    }
  }
}
