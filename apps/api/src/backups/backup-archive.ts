import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { BackupManifest } from './backup-manifest.ts';

export const MANIFEST = 'manifest.json';

/**
 * A backup is one gzipped tar of a staging directory: `manifest.json`, `database/…` (the dump) and
 * `objects/…` (the local storage's files). The manifest names every other file with its sha256, so a
 * restore knows a truncated or altered archive before it touches the target.
 */
export async function packArchive(staging: string, file: string, manifest: Omit<BackupManifest, 'files'>) {
  const files: Record<string, string> = {};
  for (const name of await filesUnder(staging)) files[name] = await sha256(path.join(staging, name));
  const complete: BackupManifest = { ...manifest, files };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`);
  await tar.create({ gzip: true, file, cwd: staging, portable: true }, [MANIFEST, ...Object.keys(files)]);
  return complete;
}

/** Unpacks into `into` (an empty directory) and checks every file against the manifest. */
export async function unpackArchive(file: string, into: string): Promise<BackupManifest> {
  // Only plain files and directories inside `into`: no links, no absolute or `..` paths (tar's default).
  await tar.extract({ file, cwd: into, filter: (_p, entry) => !('type' in entry) || isPlain(entry.type) });
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new Error('备份文件无效：缺少 manifest.json');
  }
  if (manifest.format !== 'labmall-backup' || manifest.version !== 1)
    throw new Error('备份文件无效：不是本商城的备份，或版本不受支持');
  const present = new Set(await filesUnder(into));
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (!present.has(name)) throw new Error(`备份文件不完整：缺少 ${name}`);
    if ((await sha256(path.join(into, name))) !== expected)
      throw new Error(`备份文件已损坏：${name} 校验不符`);
  }
  return manifest;
}

const isPlain = (type: string) => type === 'File' || type === 'OldFile' || type === 'Directory';

/** Every file below `root` as a `/`-separated relative path, the manifest itself left out. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST)
    .sort();
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
