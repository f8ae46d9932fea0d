import { defineConfig } from 'vitest/config';

const shared = { environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        // Schema, server, runtime and integration suites: two files at a time. Each worker has its own PostgreSQL
        // database (server/__tests__/worker-databases.ts); PGlite is in memory or in a fresh temporary folder per server,
        // an in-memory one loaded from the run's seeded databases (tests/support/seeded-databases.ts) after the first.
        test: {
          ...shared,
          name: 'suites',
          include: ['{schema,cli,server,runtime,console,bench}/**/__tests__/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          globalSetup: ['server/__tests__/worker-databases.ts', 'tests/support/seeded-databases-setup.ts'],
          maxWorkers: 2,
          // Files share their worker's modules instead of a fresh process each: the server's and the SDK's module graph
          // is imported once per worker, not once per file (import time was about a fifth of the run). Every suite
          // closes what it opens and restores fake timers and globals, which a shared worker relies on.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The CLI suites build tenants into the shared dist/ and use both cores per build: one file at a time, after
        // the others.
        test: {
          ...shared,
          name: 'builds',
          include: ['tests/cli/**/*.test.{ts,tsx}'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
