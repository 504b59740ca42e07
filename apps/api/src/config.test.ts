import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, callerPath, loadConfig, parseConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'labmall-config-'));

describe('config', () => {
  it('when nothing is set, then the embedded defaults apply, with DATA_DIR under the npm start directory', () => {
    const config = parseConfig({ INIT_CWD: '/srv/labmall' });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/labmall/data',
      SHOP_NAME: '蓝标实验商城',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('when several keys are bad, then the error names every one of them', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        API_CIPHER_KEY: 'short',
        API_SIGN_SECRET: 'tiny',
        LOG_LEVEL: 'loud',
        SHOP_NAME: 'x'.repeat(41),
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys.sort()).toEqual(
      ['API_CIPHER_KEY', 'API_SIGN_SECRET', 'DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SHOP_NAME'].sort(),
    );
  });

  it('when the transport keys are absent, then they are generated once into DATA_DIR and reused', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.API_CIPHER_KEY, 'base64')).toHaveLength(32);
    expect(first.API_SIGN_SECRET.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'transport-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      API_CIPHER_KEY: first.API_CIPHER_KEY,
      API_SIGN_SECRET: first.API_SIGN_SECRET,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.API_CIPHER_KEY).toBe(first.API_CIPHER_KEY);
    expect(second.API_SIGN_SECRET).toBe(first.API_SIGN_SECRET);
  });

  it('when the keys are given, then they win and nothing is written', () => {
    const dataDir = tempDir();
    const key = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({ DATA_DIR: dataDir, API_CIPHER_KEY: key, API_SIGN_SECRET: 's'.repeat(32) });
    expect(config.API_CIPHER_KEY).toBe(key);
    expect(() => statSync(path.join(dataDir, 'transport-keys.json'))).toThrow();
  });
});

describe('callerPath', () => {
  it('resolves a relative path against the directory npm was started from', () => {
    expect(callerPath('catalogue.csv', { INIT_CWD: '/srv/shop' })).toBe(
      path.resolve('/srv/shop/catalogue.csv'),
    );
    expect(callerPath('/abs/file.csv', { INIT_CWD: '/srv/shop' })).toBe(path.resolve('/abs/file.csv'));
    expect(callerPath('x.csv', {})).toBe(path.resolve(process.cwd(), 'x.csv'));
  });
});
