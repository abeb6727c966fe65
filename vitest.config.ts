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
    setupFiles: [
      // A test fails on console.error unless it calls expectConsoleError().
      'tests/support/console.ts',
      // The order's hooks and the outbox worker's attachment providers, registered as at start-up.
      'app/order-hooks.server.ts',
      'app/email-attachments.server.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
