import { createPasswordHasher, OWASP_SCRYPT, TEST_SCRYPT } from './password';

describe('password hashing (scrypt)', () => {
  const hasher = createPasswordHasher(TEST_SCRYPT);

  it('stores a self-describing string with a per-user salt, never the password', async () => {
    const a = await hasher.hash('Demo@1234');
    const b = await hasher.hash('Demo@1234');
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo@1234');
    expect(Buffer.from(a.split('$')[4] ?? '', 'base64')).toHaveLength(64);
  });

  it('verifies the right password only', async () => {
    const stored = await hasher.hash('Demo@1234');
    expect(await hasher.verify('Demo@1234', stored)).toEqual({ ok: true, needsRehash: false });
    expect((await hasher.verify('Demo@1235', stored)).ok).toBe(false);
    expect((await hasher.verify('demo@1234', stored)).ok).toBe(false);
    expect((await hasher.verify('', stored)).ok).toBe(false);
  });

  it('treats composed and decomposed accents alike (NFC)', async () => {
    const stored = await hasher.hash('Caf\u00e9@2025');
    expect((await hasher.verify('Cafe\u0301@2025', stored)).ok).toBe(true);
  });

  it('refuses missing, damaged and hostile stored values without throwing', async () => {
    for (const stored of [
      null,
      '',
      'plain',
      '$scrypt$ln=40,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==',
      '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    ]) {
      expect(await hasher.verify('Demo@1234', stored)).toEqual({ ok: false, needsRehash: false });
    }
  });

  it('asks for a re-hash when the stored cost differs from the current one', async () => {
    const older = await createPasswordHasher({ log2N: 9, r: 8, p: 1 }).hash('Demo@1234');
    expect(await hasher.verify('Demo@1234', older)).toEqual({ ok: true, needsRehash: true });
  });

  it('defaults to the OWASP cost (N=2^17, r=8, p=1) and works at it', async () => {
    expect(OWASP_SCRYPT).toEqual({ log2N: 17, r: 8, p: 1 });
    const strong = createPasswordHasher();
    expect(strong.cost).toBe(OWASP_SCRYPT);
    const stored = await strong.hash('Demo@1234');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect((await strong.verify('Demo@1234', stored)).ok).toBe(true);
  }, 20_000);
});
