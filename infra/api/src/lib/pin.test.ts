import { createPasswordHasher, TEST_SCRYPT } from './password';
import { createPinHasher } from './pin';

const scrypt = () => createPasswordHasher(TEST_SCRYPT);

describe('the payment PIN hasher', () => {
  it('hashes with the keyed HMAC and checks without a scrypt run (no hashing slot)', async () => {
    const slow = scrypt();
    const pins = createPinHasher(() => 'pepper-a', slow);
    const stored = await pins.hash('123456');
    expect(stored).toMatch(/^\$hmac-sha256\$v=1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]{43}=$/);
    expect(await pins.hash('123456')).not.toBe(stored); // salted
    expect(await pins.verify('123456', stored)).toEqual({ ok: true, needsRehash: false });
    expect(await pins.verify('654321', stored)).toEqual({ ok: false, needsRehash: false });
    expect(await pins.verify('123456', null)).toEqual({ ok: false, needsRehash: false });
    expect(await pins.verify('123456', '$hmac-sha256$v=1$garbage')).toEqual({ ok: false, needsRehash: false });
    expect(slow.runs).toBe(0);
  });

  it('a row without the pepper is useless: another pepper checks nothing', async () => {
    const stored = await createPinHasher(() => 'pepper-a', scrypt()).hash('123456');
    expect((await createPinHasher(() => 'pepper-b', scrypt()).verify('123456', stored)).ok).toBe(false);
  });

  it('checks a PIN stored before (scrypt) through scrypt and asks for the keyed form once proven', async () => {
    const slow = scrypt();
    const old = await slow.hash('123456');
    const pins = createPinHasher(() => 'pepper-a', slow);
    expect(await pins.verify('123456', old)).toEqual({ ok: true, needsRehash: true });
    expect(await pins.verify('000000', old)).toEqual({ ok: false, needsRehash: false });
  });
});
