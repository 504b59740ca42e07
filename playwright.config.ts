import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OPERATOR } from './e2e/store-api.ts';

// E2E_PORT lets two runs share a machine (a developer's and a helper's).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOST = '127.0.0.1';
const baseURL = `http://${HOST}:${PORT}`;

// A fresh embedded database for every run. This file is also evaluated in each worker process:
// they inherit the variable from the runner, so only the runner creates (and removes) the directory.
const DATA_DIR_VARIABLE = 'LABMALL_E2E_DATA_DIR';
if (!process.env[DATA_DIR_VARIABLE]) {
  const created = mkdtempSync(path.join(os.tmpdir(), 'labmall-e2e-'));
  process.env[DATA_DIR_VARIABLE] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_VARIABLE];

/**
 * Journeys that change what every visitor or member sees (the console's edits of the catalogue, content,
 * prices, activities, coupon templates, the receiving account, staff), or use the one demo member: they
 * run one at a time, after the others, so no journey reads the store while another changes it. Every
 * other journey registers a member of its own and runs beside one more (two workers on two cores).
 */
const SHARED_STATE = [
  'console*.spec.ts',
  'admin-login.spec.ts',
  'coupons.spec.ts',
  'points.spec.ts',
  'inquiry-answer.spec.ts',
  'pay-transfer.spec.ts',
  'controlled.spec.ts',
  'dashboard.spec.ts',
  'order-lot-coa.spec.ts',
  'refund*.spec.ts',
  'aftersale*.spec.ts',
  // Closes 在线客服 for everyone while it runs.
  'chat-offline.spec.ts',
];

const chromium = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium, no browser download (STACK.md). Playwright gives each context a fresh
  // --user-data-dir; the network flags keep Chromium quiet on the closed network.
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Two cores: two browsers at most, against one server; the shared-state journeys one at a time.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  // Two journeys share two cores with the server: a journey that waits its turn for the CPU must not
  // fail for it (a guard against a hang, not a measure of speed; bench/ measures). A minute was seen to
  // be too little on a busy day for journeys of four axe reads (addresses) or a whole purchase (sales).
  timeout: 90_000,
  // CI's machine runs the server, its embedded database and Chromium on two cores: a list that
  // reloads after a write has been seen to take over 5 s there (member-lists, orders). Waiting longer
  // for what must appear asserts nothing about speed; bench/ does that.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: SHARED_STATE, use: chromium },
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1, dependencies: ['journeys'], use: chromium },
  ],
  // The production server (build first: `npm run test:e2e` does). SHOP_NAME is left to its default.
  // Its first administrator is made first, as a merchant makes one (e2e/store-api.ts operatorSession);
  // the store still seeds the new database at its first start.
  webServer: {
    command: `npm run ops -- create-operator --username ${E2E_OPERATOR.username} --role 管理员 --name 测试运营 && npm run start -w @labmall/api`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST,
      DATA_DIR: dataDir ?? '',
      LOG_LEVEL: 'warn',
      // Every journey logs a member in from 127.0.0.1: the picture captcha would stop the fourth.
      SMS_CAPTCHA_AFTER: '1000',
      // Journeys register and then log in by code within seconds; the hourly and daily limits still apply.
      SMS_RESEND_SECONDS: '1',
      // Every journey's member is registered from 127.0.0.1.
      SMS_IP_HOUR_LIMIT: '1000',
      // The password `npm run ops -- create-operator` gives the e2e operator.
      OPERATOR_PASSWORD: E2E_OPERATOR.password,
    },
  },
});
