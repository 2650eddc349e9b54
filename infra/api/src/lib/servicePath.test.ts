import { decryptServicePath, encryptServicePath, randomServicePathKey, SERVICE_PATH_KEY_LENGTH } from './servicePath';

describe('customer-service path encryption (spec §3)', () => {
  it('round-trips links, the last 8 characters being the key', () => {
    for (const url of ['https://wa.me/15550100001', 'https://t.me/tessera_demo?start=a&b=ç', '/m/message', 'x']) {
      const key = randomServicePathKey();
      const path = encryptServicePath(url, key);
      expect(path.slice(-SERVICE_PATH_KEY_LENGTH)).toBe(key);
      if (url.length > 3) expect(path).not.toContain(url);
      expect(decryptServicePath(path)).toBe(url);
    }
  });

  it('uses URL-safe characters only', () => {
    expect(encryptServicePath('https://chat.example.com/a?b=c&d=e', 'Ab3dEf7h')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('gives different ciphers for different keys', () => {
    const a = encryptServicePath('https://wa.me/1', 'AAAAAAAA');
    const b = encryptServicePath('https://wa.me/1', 'BBBBBBBB');
    expect(a.slice(0, -8)).not.toBe(b.slice(0, -8));
  });

  it('refuses a bad key and answers null for text that is not an encrypted path', () => {
    expect(() => encryptServicePath('x', 'short')).toThrow();
    expect(decryptServicePath('')).toBeNull();
    expect(decryptServicePath('ABCDEFGH')).toBeNull();
    expect(decryptServicePath('!!!!ABCDEFGH')).toBeNull();
  });
});
