import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The dev loop's journey (issue 26 item 5): `npm run dev -- games` against the e2e server, an edit
 * of a component under the dev server, the page updated without a navigation. Its own config: it
 * builds a remote and the shell in development mode and edits files, so it runs alone, one worker.
 */
export default defineConfig({
  ...base,
  testDir: './tests-dev',
  workers: 1,
  timeout: 180_000,
});
