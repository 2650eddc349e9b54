import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from '../playwright.config';

const REPO = join(__dirname, '..', '..');
const DEV_PORT = Number(process.env.DEV_PORT ?? E2E_PORT + 10);
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

/** A stateful component the journey adds to its copy of games, then edits while the page is open. */
const probe = (label: string) => `import { useState } from 'react';

export default function DevProbe() {
  const [text, setText] = useState('');
  return (
    <p>
      <label>
        dev probe <input data-testid="dev-probe-input" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <span data-testid="dev-probe-label">${label}</span>
    </p>
  );
}
`;

/** Starts `npm run dev -- games --source <copy>` against the e2e server; resolves once the remote is compiled. */
function startDev(source: string, output: string[], extra: string[] = []): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    process.execPath,
    [
      '-r',
      './infra/federation/register.cjs',
      'infra/federation/src/cli.ts',
      'dev',
      'games',
      '--source',
      source,
      '--server',
      `http://127.0.0.1:${E2E_PORT}`,
      '--port',
      String(DEV_PORT),
      ...extra,
    ],
    { cwd: REPO, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  const ready = new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (/dev server ready/.test(output.join(''))) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => reject(new Error(`dev server exited (${code}): ${output.join('')}`)));
  });
  return { child, ready };
}

/** What the journey started, stopped in afterEach (which runs after a timeout too, unlike a finally). */
let started: { child: ChildProcess; work: string; output: string[] } | null = null;

test.afterEach(async () => {
  if (!started) return;
  const { child, work, output } = started;
  started = null;
  await test.info().attach('dev server output', { body: output.join(''), contentType: 'text/plain' });
  if (child.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  rmSync(work, { recursive: true, force: true });
});

/** A copy of mfe-games in a temporary folder, its game list page showing the probe; returns the probe's file. */
function gamesCopy(): { work: string; source: string; probeFile: string } {
  const work = mkdtempSync(join(tmpdir(), 'tessera-devloop-'));
  const source = join(work, 'games');
  cpSync(join(REPO, 'mfe-games'), source, { recursive: true, filter: (from) => !from.includes('node_modules') });
  const probeFile = join(source, 'src', 'components', 'DevProbe.tsx');
  writeFileSync(probeFile, probe('before the edit'));
  const pageFile = join(source, 'src', 'pages', 'GameListPage.tsx');
  const pageSource = readFileSync(pageFile, 'utf8');
  if (!pageSource.includes('<div className="gm-list">')) throw new Error('GameListPage.tsx changed: put the probe elsewhere');
  writeFileSync(
    pageFile,
    `import DevProbe from '../components/DevProbe';\n${pageSource.replace('<div className="gm-list">', '<div className="gm-list">\n      <DevProbe />')}`,
  );

  return { work, source, probeFile };
}

test('dev loop: an edit of a games component shows in the page without a reload, its state kept', async ({ page }) => {
  const { work, source, probeFile } = gamesCopy();
  const output: string[] = [];
  const dev = startDev(source, output);
  started = { child: dev.child, work, output };
  await dev.ready;
  // The registry the page reads names the dev server's entry for games.
  const registry = (await (await page.request.get(`${DEV_URL}/api/v1/registry`)).json()) as {
    value: { remotes: { name: string; version: string; entry: string }[] };
  };
  expect(registry.value.remotes.find((r) => r.name === 'games')).toMatchObject({ version: 'dev', entry: '/__tessera_dev/games/remoteEntry.js' });

  await page.goto(`${DEV_URL}/m/gameList`);
  await expect(page.getByTestId('dev-probe-label')).toHaveText('before the edit', { timeout: 30_000 });
  await page.getByTestId('dev-probe-input').fill('typed before the edit');
  await page.evaluate(() => {
    (window as unknown as { __devLoopMarker: string }).__devLoopMarker = 'same page';
  });
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  writeFileSync(probeFile, probe('after the edit'));

  await expect(page.getByTestId('dev-probe-label')).toHaveText('after the edit', { timeout: 60_000 });
  await expect(page.getByTestId('dev-probe-input')).toHaveValue('typed before the edit');
  expect(await page.evaluate(() => (window as unknown as { __devLoopMarker?: string }).__devLoopMarker)).toBe('same page');
  expect(navigations).toBe(0);

  // Every other socket goes through to the running server (only /ws is the dev server's): the support chat's answers.
  const frame = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(`ws://${window.location.host}/api/v1/chat/socket`);
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ticket: 'not-a-ticket', after: 0 }));
        socket.onmessage = (e) => resolve(String(e.data));
        socket.onerror = () => resolve('socket error');
        setTimeout(() => resolve('no answer'), 10_000);
      }),
  );
  expect(frame).toContain('CHAT_TICKET_INVALID');
});

test('dev loop without a development shell (--shell-dir none): the server shell runs the dev remote, an edit reloads the page', async ({ page }) => {
  const { work, source, probeFile } = gamesCopy();
  const output: string[] = [];
  const dev = startDev(source, output, ['--shell-dir', 'none']);
  started = { child: dev.child, work, output };
  await dev.ready;
  expect(output.join('')).toContain('no development shell');

  await page.goto(`${DEV_URL}/m/gameList`);
  // The production React of the server's shell renders the dev build (plain JSX, no refresh transform).
  await expect(page.getByTestId('dev-probe-label')).toHaveText('before the edit', { timeout: 30_000 });
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  writeFileSync(probeFile, probe('after the edit'));
  await reloaded;
  await expect(page.getByTestId('dev-probe-label')).toHaveText('after the edit', { timeout: 30_000 });
});
