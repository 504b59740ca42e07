/** What a backup says about itself, checked again by the restore (docs/operations.md, 备份与恢复). */
export interface BackupManifest {
  format: 'labmall-backup';
  version: 1;
  database: 'pglite' | 'postgres';
  taken_at: string;
  /** How many of the app's migrations the database had: a store older than that cannot open it. */
  migrations: number;
  /** Rows per table of the public schema, in the same snapshot as the dump. */
  counts: Record<string, number>;
  /** sha256 of every file in the archive except this manifest, by its path inside the archive. */
  files: Record<string, string>;
}

/** Tables whose counts differ, as `table: expected → found` (empty when the restore holds everything). */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map((name) => `${name}: ${expected[name] ?? '无'} → ${found[name] ?? '无'}`);
}
