import type { Stats } from '@rspack/core';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotePreloads, writeRemotePreloads } from './remotePreload';
import { precacheVersion, shellPrecache } from './precache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-preload-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sri = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;
const statsWith = (namedChunkGroups: Record<string, { assets: { name: string }[] }>) => ({ toJson: () => ({ namedChunkGroups }) }) as unknown as Stats;

describe('remote preloads (preload.json)', () => {
  it('lists the ./remote module and every page-<route> group with the SRI hashes the chunks load with', () => {
    const files: [string, string][] = [
      ['expose.js', 'expose'],
      ['page-home.1.js', 'home js'],
      ['page-home.1.css', 'home css'],
      ['other.js', 'other'],
    ];
    for (const [f, c] of files) writeFileSync(join(dir, f), c);
    const stats = statsWith({
      __federation_expose_remote: { assets: [{ name: 'expose.js' }] },
      'page-home': { assets: [{ name: 'page-home.1.js' }, { name: 'page-home.1.css' }, { name: 'page-home.1.js.map' }] },
      unnamedLazy: { assets: [{ name: 'other.js' }] },
    });
    expect(remotePreloads(dir, stats)).toEqual({
      expose: [{ file: 'expose.js', as: 'script', integrity: sri('expose') }],
      pages: {
        home: [
          { file: 'page-home.1.js', as: 'script', integrity: sri('home js') },
          { file: 'page-home.1.css', as: 'style', integrity: sri('home css') },
        ],
      },
    });
    writeRemotePreloads(dir, stats);
    expect(JSON.parse(readFileSync(join(dir, 'preload.json'), 'utf8'))).toMatchObject({
      pages: { home: [{ file: 'page-home.1.js' }, { file: 'page-home.1.css' }] },
    });
  });
});

describe('service worker precache', () => {
  it('is every /assets/ file the built page references, and its version changes with them and with the offline page', () => {
    writeFileSync(
      join(dir, 'index.html'),
      '<link rel="preload" as="script" href="/assets/a.1.js"><link rel="stylesheet" href="/assets/b.1.css"><script defer src="/assets/main.1.js"></script><link rel="icon" href="/favicon.svg">',
    );
    const precache = shellPrecache(dir);
    expect(precache).toEqual(['/assets/a.1.js', '/assets/b.1.css', '/assets/main.1.js']);
    const v1 = precacheVersion(dir, precache);
    expect(precacheVersion(dir, [...precache, '/assets/c.1.js'])).not.toBe(v1);
    writeFileSync(join(dir, 'offline.html'), '<h1>No Internet</h1>');
    expect(precacheVersion(dir, precache)).not.toBe(v1);
  });
});
