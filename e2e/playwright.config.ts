import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  // Each worker serves its own copy of the site; two share a 2-core machine's time, one test
  // file each, and so the browser and its server take turns on both cores.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
