import { ZPreviewInfo } from '@tessera/contract/api';
import { sampleRegistry, sampleStatus } from '@tessera/platform-sdk/testing';
import { previewInfoOf, readBootData } from './bootData';
import { getMerchant, postBeacon } from './http';

const status = sampleStatus({ status: 1, maintenance: true });
const registry = sampleRegistry({ merchant: 'acme', remotes: [] });

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

test('inline boot data wins and is cached for the next visit', () => {
  document.head.innerHTML = `<script type="application/json" id="tessera-boot">${JSON.stringify({ merchant: 'acme', registry, status })}</script>`;
  const boot = readBootData();
  expect(boot.merchant).toBe('acme');
  expect(getMerchant()).toBe('acme');
  expect(boot.status?.status).toBe(1);
  // As fresh as the page: the start does not ask for them again (boot/start.ts).
  expect(boot.served).toBe(true);
  expect(JSON.parse(localStorage.getItem('status') ?? 'null')).toMatchObject({ status: 1 });
  expect(JSON.parse(localStorage.getItem('registry') ?? 'null')).toMatchObject({ merchant: 'acme' });
});

test("without inline data the last visit's cache is used; garbage in the cache is ignored", () => {
  localStorage.setItem('status', JSON.stringify(status));
  localStorage.setItem('registry', '{not json');
  const boot = readBootData();
  expect(boot.status?.maintenance).toBe(true);
  expect(boot.registry).toBeNull();
  expect(boot.served).toBeUndefined();
});

test("the page's load token rides on telemetry beacons (the canary watch counts only those); none without inline data", () => {
  const fetchMock = jest.fn(() => Promise.resolve(new Response('{}')));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    document.head.innerHTML = `<script type="application/json" id="tessera-boot">${JSON.stringify({ merchant: 'acme', registry, status, load: 'payload.signature' })}</script>`;
    readBootData();
    postBeacon('/api/v1/telemetry', { kind: 'remote.loaded' });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/v1/telemetry',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-Tessera-Load': 'payload.signature' }) }),
    );
    // A later boot without inline data (the cached copy of a last visit) has no page load to name.
    document.head.innerHTML = '';
    readBootData();
    postBeacon('/api/v1/telemetry', { kind: 'remote.loaded' });
    const [, init] = fetchMock.mock.lastCall as unknown as [string, { headers: Record<string, string> }];
    expect(init.headers).not.toHaveProperty('X-Tessera-Load');
  } finally {
    globalThis.fetch = realFetch;
  }
});

describe('previewInfoOf: the applied preview of the inline boot data, checked without zod', () => {
  const info = { remote: 'home', version: '1.2.0', url: null, expiresAt: '2026-11-29T04:00:00.000Z' };
  it('takes what ZPreviewInfo takes', () => {
    expect(previewInfoOf(info)).toEqual(info);
    expect(previewInfoOf({ ...info, version: null, url: 'http://127.0.0.1:3001/remoteEntry.js' })).toMatchObject({ version: null });
    expect(ZPreviewInfo.safeParse(info).success).toBe(true);
  });
  it('refuses what ZPreviewInfo refuses', () => {
    for (const bad of [null, 'home', {}, { ...info, remote: 'Home!' }, { ...info, version: 1 }, { ...info, url: undefined }, { ...info, expiresAt: null }]) {
      expect(previewInfoOf(bad)).toBeNull();
      expect(ZPreviewInfo.safeParse(bad).success).toBe(false);
    }
  });
});
