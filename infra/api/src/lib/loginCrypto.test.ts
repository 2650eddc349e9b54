import { encryptLoginBody } from '@tessera/contract';
import { decryptLoginData, generateLoginKey, LoginDecryptError, privateKeyOf } from './loginCrypto';

describe('login-body encryption: client encryptLoginBody → server decryptLoginData', () => {
  const key = generateLoginKey();
  const privateKey = privateKeyOf(key.privatePkcs8);

  it('round-trips any JSON payload, with a fresh ephemeral key and iv each time', async () => {
    const payload = { username: 'demo1', password: 'Demo@1234 ünïcødé 🎰', captcha: '123456', long: 'x'.repeat(5000) };
    const a = await encryptLoginBody(key.publicJwk, key.id, payload);
    const b = await encryptLoginBody(key.publicJwk, key.id, payload);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{87}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo');
    expect(decryptLoginData(privateKey, key.id, a)).toEqual(payload);
    expect(decryptLoginData(privateKey, key.id, b)).toEqual(payload);
  });

  it('binds the key id: a body sealed for another key id does not open', async () => {
    const data = await encryptLoginBody(key.publicJwk, 'lk_other', { a: 1 });
    expect(() => decryptLoginData(privateKey, key.id, data)).toThrow(LoginDecryptError);
  });

  it('does not open with another private key', async () => {
    const other = generateLoginKey();
    const data = await encryptLoginBody(other.publicJwk, key.id, { a: 1 });
    expect(() => decryptLoginData(privateKey, key.id, data)).toThrow(LoginDecryptError);
  });

  it('refuses tampering and malformed input with LoginDecryptError (never another error)', async () => {
    const data = await encryptLoginBody(key.publicJwk, key.id, { a: 1 });
    const [v, epk = '', iv = '', ct = ''] = data.split('.');
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const bad = [
      [v, epk, iv, flip(ct, 3)].join('.'),
      [v, epk, flip(iv, 2), ct].join('.'),
      [v, flip(epk, 10), iv, ct].join('.'),
      ['v2', epk, iv, ct].join('.'),
      [v, epk, iv].join('.'),
      [v, epk, iv, ct, ct].join('.'),
      [v, epk, iv, 'A'].join('.'),
      [v, '+/+/', iv, ct].join('.'),
      '',
      'v1...',
    ];
    for (const input of bad) expect(() => decryptLoginData(privateKey, key.id, input)).toThrow(LoginDecryptError);
  });

  it('publishes only the public half', () => {
    expect(Object.keys(key.publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(key.id).toMatch(/^lk_[0-9a-f]{16}$/);
  });
});
