import { defineConfig, devices } from '@playwright/test';

/**
 * The deploy journey (issue 21, "Beyond one machine"): through nginx to two API processes on
 * PostgreSQL, started and stopped by infra/deploy/run-two.ts, which hands the addresses and pids
 * over in DEPLOY_* variables:
 *
 *   npx tsx infra/deploy/run-two.ts -- npx playwright test -c e2e/tests-deploy/playwright.config.ts
 *
 * Apart from e2e/playwright.config.ts, so `npm run test:e2e` neither runs nor needs it.
 */
const base = process.env.DEPLOY_BASE_URL;
if (!base) throw new Error('DEPLOY_BASE_URL is not set: run this through infra/deploy/run-two.ts (see the comment above)');

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  // One journey stops an API process: nothing else may run beside it.
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results/deploy',
  use: {
    baseURL: base,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
});
