import { customerServiceLinks, decryptServicePath } from './customerService';
import { SAMPLE_CUSTOMER_SERVICE, SAMPLE_SERVICE_LINKS } from './fixtures';

// Vectors made with the API's encryptServicePath (infra/api/src/lib/servicePath.ts) — nothing is
// imported from infra: if the API changes its scheme, these stop decrypting and this test fails.
describe('decryptServicePath: the inverse of the API encryptor', () => {
  it('decrypts known vectors (ASCII and multi-byte UTF-8)', () => {
    expect(decryptServicePath('KRZHFDZcFnU2Ax0JIEkIb3RXA1V1VglqcAAb3dEf9Z')).toBe('https://wa.me/15550100001');
    expect(decryptServicePath(SAMPLE_CUSTOMER_SERVICE[1]!.path)).toBe('https://t.me/tessera_demo?start=pt-BR&x=çã€');
  });

  it('the last 8 characters are the key: another key gives another text', () => {
    const path = SAMPLE_CUSTOMER_SERVICE[0]!.path;
    const tampered = path.slice(0, -8) + 'Ab3dEf9Y';
    expect(decryptServicePath(tampered)).not.toBe('https://wa.me/15550100001');
  });

  it('answers null for what is not in the encrypted form', () => {
    expect(decryptServicePath('')).toBeNull();
    expect(decryptServicePath('AAAAAAAA')).toBeNull(); // key only (the API's encryption of '')
    expect(decryptServicePath('https://wa.me/1')).toBeNull(); // a plain link: ':' and '/' are not base64url
    expect(decryptServicePath('abc!Ab3dEf9Z')).toBeNull();
    expect(decryptServicePath('KRZHFDZcFnU2Ax0J-Ab3dEf9!')).toBeNull();
  });
});

describe('customerServiceLinks', () => {
  it('decrypts every entry in order and drops the ones that do not decrypt to a safe link', () => {
    const js = 'KhoXDgRXVwgOChsGLl0WVAg'; // not a valid vector: dropped
    expect(customerServiceLinks([...SAMPLE_CUSTOMER_SERVICE, { csType: 'TELEGRAM', path: js + 'Ab3dEf9Z' }])).toEqual(
      SAMPLE_SERVICE_LINKS.map((l) => ({ ...l })),
    );
  });

  it('drops a link that decrypts to a script URL', () => {
    // base64url("javascript:alert(1)" XOR "Ab3dEf9Z"), built here with the same scheme as the API.
    const key = 'Ab3dEf9Z';
    const k = new TextEncoder().encode(key);
    const bytes = new TextEncoder().encode('javascript:alert(1)').map((b, i) => b ^ k[i % 8]!);
    const cipher = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decryptServicePath(cipher + key)).toBe('javascript:alert(1)');
    expect(customerServiceLinks([{ csType: 'X', path: cipher + key }])).toEqual([]);
  });
});
