import { defineConfig } from 'vitest/config';

// Browser journeys (*.spec.ts under e2e/) belong to Playwright, not vitest.
export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'bench/**/*.test.ts', 'proof/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', 'e2e/**'],
    // Vitest's default is one worker fewer than the cores: one on this project's 2-core machines, where
    // most test files wait on PostgreSQL, Redis or a worker thread rather than the CPU. Two halve the run
    // (docs/BENCHMARKS.md › Test suite).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one PGlite and one PostgreSQL template per run; each test database starts from them.
    globalSetup: ['apps/api/test/database-templates.ts'],
  },
});
