import { readBootData } from './bootData';
import { getMerchant } from './http';

const status = {
  status: 1,
  maintenance: true,
  regionRestriction: false,
  location: { ip: '127.0.0.1' },
  info: {
    customerService: [],
    domainRoute: [],
    mobileTemplate: { mem_cen: '1', dep_func: '0' },
    paths: {},
    register: {},
    resources: [],
    whitelabel: { CBS3: true },
    mainDomain: 'localhost',
    imageCDNs: [],
    theme: 'dark',
    currency: { code: 'CNY', symbol: '¥' },
    merchantName: 'Acme',
  },
};
const registry = { merchant: 'acme', platform: '1.0.0', remotes: [] };

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

test('without inline data the last visit\'s cache is used; garbage in the cache is ignored', () => {
  localStorage.setItem('status', JSON.stringify(status));
  localStorage.setItem('registry', '{not json');
  const boot = readBootData();
  expect(boot.status?.maintenance).toBe(true);
  expect(boot.registry).toBeNull();
});
