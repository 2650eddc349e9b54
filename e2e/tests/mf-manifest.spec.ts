import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT } from '../playwright.config';

// Module Federation's own tooling reads our remotes (issue 26 item 7): in a real browser, the MF
// runtime as other hosts and the devtools use it (@module-federation/runtime-core with its snapshot
// plugin, which the shell's trimmed runtime leaves out) loads a remote through the mf-manifest.json
// this server serves, not through remoteEntry.js. The probe page and the runtime's files are given
// by Playwright on the server's origin (the shell's pages have a strict CSP and their own runtime).

const BASE = `http://127.0.0.1:${E2E_PORT}`;
const MF = join(__dirname, '..', '..', 'node_modules', '@module-federation');
const PROBE = '/__mf-probe/';

test('the federation runtime loads a remote through its mf-manifest.json and records its snapshot', async ({ page, request }) => {
  // The version demo's players get, and its manifest: named by the registry for a release, else beside the entry.
  const registry = (await (await request.get('/api/v1/registry?merchant=demo')).json()) as {
    value: { remotes: { name: string; version: string; entry: string; manifest?: string }[] };
  };
  const games = registry.value.remotes.find((r) => r.name === 'games');
  expect(games).toBeDefined();
  const manifestUrl = `${BASE}${games?.manifest ?? (games?.entry ?? '').replace(/[^/]*$/, 'mf-manifest.json')}`;

  const imports = {
    '@module-federation/sdk': `${PROBE}sdk/dist/index.js`,
    '@module-federation/error-codes': `${PROBE}error-codes/dist/index.mjs`,
    '@module-federation/error-codes/browser': `${PROBE}error-codes/dist/browser.mjs`,
    // Imported by a Node-only helper of the SDK that the browser never calls.
    'node:path': 'data:text/javascript,export default {};',
  };
  await page.route(`${BASE}${PROBE}**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(PROBE.length);
    if (file === 'index.html') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>MF probe</title><script type="importmap">${JSON.stringify({ imports })}</script><main>probe</main></html>`,
      });
    }
    if (file.includes('..')) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(MF, file)) });
  });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/games/')) fetched.push(new URL(r.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(`${PROBE}index.html`);

  const loaded = await page.evaluate(
    async ({ entry, core }) => {
      const runtime = (await import(core)) as {
        ModuleFederation: new (o: object) => { loadRemote<T>(id: string): Promise<T> };
      };
      // Our remotes are built with the runtime external (the host provides it): this host does.
      (window as unknown as { _FEDERATION_RUNTIME_CORE: unknown })._FEDERATION_RUNTIME_CORE = runtime;
      const host = new runtime.ModuleFederation({ name: 'mf_probe', remotes: [{ name: 'tessera_games', entry }], shared: {}, plugins: [] });
      const exported = await host.loadRemote<{ default?: { name: string; routes: { path: string }[] } }>('tessera_games/remote');
      const mod = exported?.default;
      const moduleInfo = (window as unknown as { __FEDERATION__: { moduleInfo: Record<string, { publicPath?: string; remoteEntry?: string }> } }).__FEDERATION__
        .moduleInfo;
      const snapshot = Object.entries(moduleInfo).find(([key]) => key.startsWith('tessera_games'))?.[1];
      return { name: mod?.name, routes: mod?.routes.map((r) => r.path), snapshot: { publicPath: snapshot?.publicPath, remoteEntry: snapshot?.remoteEntry } };
    },
    { entry: manifestUrl, core: `${PROBE}runtime-core/dist/index.js` },
  );

  expect(loaded.name).toBe('games');
  expect(loaded.routes).toEqual(expect.arrayContaining(['/m/game', '/m/gameList']));
  // What MF devtools read from __FEDERATION__.moduleInfo: the snapshot made from our manifest.
  expect(loaded.snapshot).toEqual({ publicPath: manifestUrl.replace(/[^/]*$/, ''), remoteEntry: 'remoteEntry.js' });
  // Through the manifest: it was fetched first, then the entry it names.
  expect(fetched[0]).toBe('mf-manifest.json');
  expect(fetched).toContain('remoteEntry.js');
});
