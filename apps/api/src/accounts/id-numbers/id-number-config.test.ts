import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'labmall-idkey-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('ID number key settings', () => {
  it('when ID_NUMBER_KEY is absent, then one is generated into DATA_DIR/id-number-key (mode 600), apart from the transport keys, and reused', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.ID_NUMBER_KEY, 'base64')).toHaveLength(32);
    const file = path.join(dataDir, 'id-number-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.ID_NUMBER_KEY);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(path.join(dataDir, 'transport-keys.json'), 'utf8')).not.toContain(
      first.ID_NUMBER_KEY,
    );
    expect(first.ID_NUMBER_KEY).not.toBe(first.API_CIPHER_KEY);
    expect(loadConfig({ DATA_DIR: dataDir }).ID_NUMBER_KEY).toBe(first.ID_NUMBER_KEY);
  });

  it('when ID_NUMBER_KEY is given, then it wins and nothing is written; a malformed one stops the start', () => {
    const dataDir = tempDir();
    const key = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ DATA_DIR: dataDir, ID_NUMBER_KEY: key }).ID_NUMBER_KEY).toBe(key);
    expect(() => statSync(path.join(dataDir, 'id-number-key'))).toThrow();
    expect(() => loadConfig({ DATA_DIR: dataDir, ID_NUMBER_KEY: 'short' })).toThrow(ConfigError);
  });
});
