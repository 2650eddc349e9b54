import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** The repository root (infra/bench/src → ../../..). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** The federated build the bench measures: DIST_DIR, as `npm run build` and the server read it. */
export const DIST_DIR = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : resolve(REPO_ROOT, 'dist');

/**
 * The mono build (`npm run build:mono`, no federation): MONO_DIST_DIR, else `<DIST_DIR>-mono`, the
 * rule infra/federation/src/mono.ts writes by (mono.test.ts keeps the two equal).
 */
export const MONO_DIST_DIR = process.env.MONO_DIST_DIR ? resolve(process.env.MONO_DIST_DIR) : `${DIST_DIR.replace(/\/+$/, '')}-mono`;

/** The Chromium every browser part of the bench uses (Debian's; never a downloaded one). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags shared by Playwright and Lighthouse: no sandbox (containers), no calls to the outside world. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

/** Gzip size at level 9, computed here so numbers do not depend on what the server chose to send. */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
}

export function median(values: readonly number[]): number | null {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 === 1 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
}

/** A port nobody listens on right now, on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port ? resolvePort(port) : reject(new Error('could not get a free port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Bytes as KB with one decimal (1 KB = 1024 bytes). */
export const kb = (bytes: number | null | undefined) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

export const ms = (v: number | null | undefined, digits = 0) => (v == null ? '–' : `${v.toFixed(digits)} ms`);

export function out(text = ''): void {
  process.stdout.write(`${text}\n`);
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
