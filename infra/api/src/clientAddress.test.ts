// The client's address (rate limits, sessions' IP, the status' location.ip) comes from
// X-Forwarded-For only when the request's peer is a proxy TRUST_PROXY names (issue 30 item 2):
// a client that reaches the API directly, or forges the header through the proxy, keeps its own.
import { buildOptionsFromConfig } from './app';
import { loadConfig } from './config';
import { createTestApp, type TTestApp } from './testkit';

let t: TTestApp;
beforeAll(async () => {
  // What main.ts does with the environment of a deployment behind proxies in 10.0.0.0/8.
  const { trustProxy } = buildOptionsFromConfig(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }));
  t = await createTestApp({ trustProxy });
});
afterAll(async () => {
  await t.close();
});

/** The address the API saw for a status call from `peer` carrying `forwardedFor`. */
async function seenAddress(peer: string, forwardedFor?: string): Promise<string> {
  const res = await t.app.inject({
    url: '/api/v1/status',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().value as { location: { ip: string } }).location.ip;
}

describe('client address behind trusted proxies', () => {
  it("takes the address a trusted proxy forwards (the proxy's own is not the client)", async () => {
    expect(await seenAddress('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress('10.1.2.3')).toBe('10.1.2.3');
  });

  it('ignores the header from a peer that is no proxy: a client cannot choose its address', async () => {
    for (let i = 1; i <= 5; i += 1) expect(await seenAddress('198.51.100.4', `203.0.113.${i}`)).toBe('198.51.100.4');
  });

  it('stops at the first untrusted hop: what a client wrote before the proxy appended its peer is ignored', async () => {
    // A proxy that appends (X-Forwarded-For: <client's forged value>, <real peer>).
    expect(await seenAddress('10.1.2.3', '192.0.2.66, 198.51.100.4')).toBe('198.51.100.4');
    // A chain of trusted proxies is walked back to the first address outside them.
    expect(await seenAddress('10.1.2.3', '192.0.2.66, 198.51.100.4, 10.9.9.9')).toBe('198.51.100.4');
  });
});
