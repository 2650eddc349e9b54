import { parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('parses a Cookie header, skipping broken pairs', () => {
    expect(parseCookies('a=1; tessera_merchant=acme;bad; c="q%20r"; d=%E0%A4%A')).toEqual({ a: '1', tessera_merchant: 'acme', c: 'q r' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('keeps the first of two cookies with one name', () => {
    expect(parseCookies('x=1; x=2')).toEqual({ x: '1' });
  });

  it('writes Path=/ and SameSite=Lax', () => {
    expect(serializeCookie('tessera_cid', 'abc', { maxAgeSeconds: 10, secure: true })).toBe('tessera_cid=abc; Path=/; SameSite=Lax; Max-Age=10; Secure');
  });
});
