import { sampleRegistry, sampleStatus } from '@tessera/platform-sdk/testing';
import { readBootData } from './bootData';
import { getMerchant } from './http';

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
  expect(JSON.parse(localStorage.getItem('status') ?? 'null')).toMatchObject({ status: 1 });
  expect(JSON.parse(localStorage.getItem('registry') ?? 'null')).toMatchObject({ merchant: 'acme' });
});

test("without inline data the last visit's cache is used; garbage in the cache is ignored", () => {
  localStorage.setItem('status', JSON.stringify(status));
  localStorage.setItem('registry', '{not json');
  const boot = readBootData();
  expect(boot.status?.maintenance).toBe(true);
  expect(boot.registry).toBeNull();
});
