import { defineConfig, devices } from '@playwright/test';

import { E2E_PORT } from './tests/e2e/settings';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

// Debian's Chromium; Playwright's own browser downloads are not available here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'tsx tests/e2e/start-server.ts',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
