import { createHmac } from 'node:crypto';
import { sha256 } from '../lib/hash';
import { issueLoadToken, LOAD_TOKEN_TTL_MS, loadTokenKey, readLoadToken } from './loadToken';

const key = loadTokenKey(sha256('the-server-secret-0123456789abcdef'));
const page = { merchant: 'acme', device: 'cid-1', versions: { home: '1.2.0', games: '2.0.0-rc.1' } };
const NOW = 1_800_000_000_000;

/** A payload signed with `key` (the token's own format), to show what the reader checks beyond the signature. */
function signed(payload: unknown, withKey = key): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', withKey).update(body).digest('base64url')}`;
}

describe('load tokens', () => {
  it('reads back what it issued: merchant, a fresh load id, device, issue time and the versions served', () => {
    const a = issueLoadToken(key, page, NOW);
    const b = issueLoadToken(key, page, NOW);
    expect(a.claims.load).not.toBe(b.claims.load);
    expect(readLoadToken(key, a.token, NOW + 1000)).toEqual({ ...page, load: a.claims.load, issuedAt: NOW });
    expect(readLoadToken(key, issueLoadToken(key, { ...page, device: null }, NOW).token, NOW)?.device).toBeNull();
  });

  it('refuses a token signed with another key, or with any byte of its payload changed', () => {
    const { token } = issueLoadToken(key, page, NOW);
    expect(readLoadToken(loadTokenKey(sha256('another-server-secret-0123456789ab')), token, NOW)).toBeNull();
    const [payload = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    const otherMerchant = Buffer.from(JSON.stringify([claims[0], 'demo', ...claims.slice(2)])).toString('base64url');
    expect(readLoadToken(key, `${otherMerchant}.${signature}`, NOW)).toBeNull();
    expect(readLoadToken(key, `${payload}.${signature.slice(0, -1)}`, NOW)).toBeNull();
  });

  it('expires: valid until the TTL, refused after it and when issued in the future', () => {
    const { token } = issueLoadToken(key, page, NOW);
    expect(readLoadToken(key, token, NOW + LOAD_TOKEN_TTL_MS)).not.toBeNull();
    expect(readLoadToken(key, token, NOW + LOAD_TOKEN_TTL_MS + 1)).toBeNull();
    expect(readLoadToken(key, token, NOW - 5 * 60_000)).toBeNull();
  });

  it('reads nothing it did not write, even when signed: wrong shapes, names, versions, sizes', () => {
    const load = 'A'.repeat(22);
    expect(readLoadToken(key, signed([1, 'acme', load, 'd', NOW, { home: '1.0.0' }]), NOW)).not.toBeNull();
    for (const payload of [
      [2, 'acme', load, 'd', NOW, { home: '1.0.0' }],
      [1, 'ACME', load, 'd', NOW, { home: '1.0.0' }],
      [1, 'acme', 'short', 'd', NOW, { home: '1.0.0' }],
      [1, 'acme', load, 'bad device!', NOW, { home: '1.0.0' }],
      [1, 'acme', load, 'd', 'now', { home: '1.0.0' }],
      [1, 'acme', load, 'd', NOW, { __proto__x: '1.0.0' }],
      [1, 'acme', load, 'd', NOW, { home: 1 }],
      [1, 'acme', load, 'd', NOW, ['1.0.0']],
      [1, 'acme', load, 'd', NOW, Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`r${i}`, '1.0.0']))],
      { merchant: 'acme' },
    ])
      expect({ payload, claims: readLoadToken(key, signed(payload), NOW) }).toEqual({ payload, claims: null });
    for (const junk of [undefined, '', '.', 'abc', 'abc.', '.abc', 'x'.repeat(5000), ['a.b'], 42]) expect(readLoadToken(key, junk, NOW)).toBeNull();
  });
});
