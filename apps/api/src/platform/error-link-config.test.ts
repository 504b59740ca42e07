import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from '../config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'labmall-error-link-'));

describe('ERROR_LINK_SECRET', () => {
  it('when it is absent, then it is generated once into DATA_DIR, apart from the transport keys, and reused', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.ERROR_LINK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.ERROR_LINK_SECRET).not.toBe(first.API_SIGN_SECRET);
    const file = path.join(dataDir, 'error-link-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.ERROR_LINK_SECRET);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(path.join(dataDir, 'transport-keys.json'), 'utf8')).not.toContain(
      first.ERROR_LINK_SECRET,
    );
    expect(loadConfig({ DATA_DIR: dataDir }).ERROR_LINK_SECRET).toBe(first.ERROR_LINK_SECRET);
  });

  it('when it is given, then it wins and no file is written', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, ERROR_LINK_SECRET: 'e'.repeat(32) });
    expect(config.ERROR_LINK_SECRET).toBe('e'.repeat(32));
    expect(() => statSync(path.join(dataDir, 'error-link-secret'))).toThrow();
  });

  it('when it is shorter than 32 characters, then the configuration is refused naming it', () => {
    let error: unknown;
    try {
      parseConfig({ ERROR_LINK_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toContainEqual(expect.stringMatching(/^ERROR_LINK_SECRET: /));
  });
});
