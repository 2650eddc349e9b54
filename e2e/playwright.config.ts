import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18480);
/** The local "lottery vendor" the vendor-frame journey starts (lottery-vendor.spec.ts): an allowed vendor origin of the run. */
export const E2E_VENDOR_PORT = Number(process.env.E2E_VENDOR_PORT ?? E2E_PORT + 1000);
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-operator-token-0123456789abcdef';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tessera-e2e-'));

/**
 * Journeys against the real server (API + built shell + remotes) on 127.0.0.1, in Debian's Chromium
 * at the reference phone viewport. `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
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
    // The shell registers a service worker in production builds; journeys inject faults with
    // page.route, which a worker's own fetches would bypass. pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'npx tsx infra/api/src/main.ts',
    cwd: join(__dirname, '..'),
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Every journey comes from 127.0.0.1: per-address limits (logins, human checks, telemetry
    // beacons the canary journey counts) are raised for the run; the API suite tests the limits.
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      TELEMETRY_PER_MINUTE: '3000',
      RATE_LIMIT_MULTIPLIER: '100',
      // Behind nginx the client address comes from X-Forwarded-For; the captcha journey uses it to
      // spend a failure budget of its own instead of 127.0.0.1's, which every journey shares.
      TRUST_PROXY: '127.0.0.1',
      // The responsible-gambling journey moves its own member's clock (POST /api/test/rg-clock; docs/decisions/responsible-gambling.md).
      TEST_CLOCK: '1',
      // The lottery frame may open this origin's pages (docs/decisions/lottery-vendor-frames.md): the journey's local vendor.
      VENDOR_FRAME_ORIGINS: `http://127.0.0.1:${E2E_VENDOR_PORT}`,
      // Image CDNs an operator may give a merchant (docs/decisions/image-cdns.md): this server under
      // another origin (localhost), and a port where nothing answers, so the fallback is seen.
      IMAGE_CDN_ORIGINS: `http://localhost:${E2E_PORT},http://127.0.0.1:${E2E_PORT + 2000}`,
    },
  },
});
