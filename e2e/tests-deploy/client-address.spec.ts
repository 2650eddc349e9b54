import { expect, test } from '@playwright/test';

// Clients cannot choose their address through the shipped deployment (issue 30 item 2): nginx
// overwrites X-Forwarded-For with the peer it sees, and the API believes the header only from
// nginx (TRUST_PROXY=127.0.0.1). Through the real nginx, requests that each forge a different
// X-Forwarded-For all count as the one address they come from: rate limits, captchas, sessions'
// IP and the status' location.ip see the real peer. (Named to run before deploy.spec.ts, which
// kills an API process.)

const FORGED = Array.from({ length: 25 }, (_, i) => `203.0.113.${i + 1}`);
/** Every request of this run reaches nginx from here. */
const REAL_PEER = '127.0.0.1';

test('forged X-Forwarded-For headers through nginx: the API sees the real peer every time', async ({ request }) => {
  const seen: string[] = [];
  for (const [i, forged] of FORGED.entries()) {
    // A bare forged value, and one that looks like a chain of proxies.
    const header = i % 2 === 0 ? forged : `${forged}, 198.51.100.${i}`;
    const res = await request.get('/api/v1/status', { headers: { 'x-forwarded-for': header } });
    expect(res.status()).toBe(200);
    seen.push(((await res.json()) as { value: { location: { ip: string } } }).value.location.ip);
  }
  expect(new Set(seen)).toEqual(new Set([REAL_PEER]));
});

test('the page the API renders does not take a forged address either', async ({ request }) => {
  // The shell page inlines the status (location.ip among it) for the first paint.
  const res = await request.get('/m/home', { headers: { 'x-forwarded-for': '203.0.113.200', accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('203.0.113.200');
});
