import { normalizeMobile } from '../accounts';
import { ACCOUNT_RULES, matchesRule } from '../rules';
import { encryptLoginBody, LOGIN_ENCRYPTION, loginHeaders, toBase64Url } from './loginEncryption';

const fromB64Url = (s: string) => Uint8Array.from(Buffer.from(s, 'base64url'));

/** The server's half written with WebCrypto alone: proves the wire format is standard, not Node-specific. */
async function webCryptoDecrypt(privateKey: CryptoKey, keyId: string, data: string): Promise<unknown> {
  const [version, epk = '', iv = '', sealed = ''] = data.split('.');
  expect(version).toBe('v1');
  const subtle = globalThis.crypto.subtle;
  const ephemeral = await subtle.importKey('raw', fromB64Url(epk), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const shared = await subtle.deriveBits({ name: 'ECDH', public: ephemeral }, privateKey, 256);
  const context = new TextEncoder().encode(`${LOGIN_ENCRYPTION.context}|${keyId}`);
  const hkdf = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const aes = await subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: fromB64Url(epk), info: context }, hkdf, { name: 'AES-GCM', length: 256 }, false, [
    'decrypt',
  ]);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromB64Url(iv), additionalData: context }, aes, fromB64Url(sealed));
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('encryptLoginBody', () => {
  it('seals a payload that the holder of the private key (and only the stated key id) opens', async () => {
    const pair = (await globalThis.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
    const jwk = await globalThis.crypto.subtle.exportKey('jwk', pair.publicKey);
    const publicKey = { kty: 'EC' as const, crv: 'P-256' as const, x: jwk.x ?? '', y: jwk.y ?? '' };
    const payload = { type: 'username', username: 'demo1', password: 'Demo@1234' };
    const data = await encryptLoginBody(publicKey, 'lk_test', payload);
    expect(await webCryptoDecrypt(pair.privateKey, 'lk_test', data)).toEqual(payload);
    await expect(webCryptoDecrypt(pair.privateKey, 'lk_else', data)).rejects.toThrow();
  });

  it('names its headers after the spec (Encryption, Device)', () => {
    expect(loginHeaders('lk_1', 'OTHERS')).toEqual({ Encryption: 'lk_1', Device: 'OTHERS' });
    expect(loginHeaders('lk_1')).toEqual({ Encryption: 'lk_1' });
  });

  it('encodes base64url without padding', () => {
    expect(toBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(toBase64Url(new Uint8Array([1]))).toBe('AQ');
  });
});

describe('account rules (shared by the screens and the API)', () => {
  it.each([
    ['username', 'demo1', true],
    ['username', 'Agent_01', true],
    ['username', '1demo', false],
    ['username', 'abc', false],
    ['username', 'a'.repeat(17), false],
    ['password', 'Demo@1234', true],
    ['password', 'abcdefg1', true],
    ['password', 'abcdefgh', false],
    ['password', '12345678', false],
    ['password', 'Ab1', false],
    ['password', 'Abcdefg1\u0000', false],
    ['email', 'a@b.co', true],
    ['email', 'a@b', false],
    ['email', `${'a'.repeat(250)}@b.com`, false],
    ['mobileNum', '13800138000', true],
    ['mobileNum', '0138', false],
    ['mobileNum', '1'.repeat(21), false],
    ['countryDialingCode', '+55', true],
    ['countryDialingCode', '55555', false],
    ['name', 'José da Silva', true],
    ['name', '<b>', false],
    ['captcha', '012345', true],
    ['captcha', '12345', false],
  ] as const)('%s %j → %s', (rule, value, ok) => {
    expect(matchesRule(rule, value)).toBe(ok);
  });

  it('strips leading zeros of mobile numbers (spec §5)', () => {
    expect(normalizeMobile('0013800138000')).toBe('13800138000');
    expect(Object.keys(ACCOUNT_RULES)).toContain('verificationCode');
  });
});
