import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{schema,cli,server,runtime}/**/__tests__/**/*.test.{ts,tsx}', 'tests/{cli,integration}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Build tests share dist/ and two cores; run files one after another.
    fileParallelism: false,
  },
});
