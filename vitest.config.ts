import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    include: [
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'server/**/*.test.ts',
      'studio/**/*.test.ts',
      'tests/support/**/*.test.ts',
      'scripts/build/**/*.test.ts',
      'scripts/resilience/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    // A test fails on console.error unless it calls expectConsoleError().
    setupFiles: ['tests/support/console.ts', 'app/order-hooks.server.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
