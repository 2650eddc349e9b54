import {
  createPasswordHasher,
  DEFAULT_PASSWORD_COST,
  fairLimiter,
  meetsOwaspCost,
  OWASP_ARGON2ID,
  OWASP_ARGON2ID_SETTINGS,
  OWASP_SCRYPT,
  OWASP_SCRYPT_SETTINGS,
  TEST_SCRYPT,
  type TArgon2Cost,
} from './password';

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

  it("OWASP's N=2^13, r=8, p=10 (one of its equivalent scrypt settings) works", async () => {
    expect(OWASP_SCRYPT).toEqual({ log2N: 13, r: 8, p: 10 });
    expect(OWASP_SCRYPT_SETTINGS).toContainEqual(OWASP_SCRYPT);
    const strong = createPasswordHasher(OWASP_SCRYPT);
    const stored = await strong.hash('Demo@1234');
    expect(stored).toMatch(/^\$scrypt\$ln=13,r=8,p=10\$/);
    expect(await strong.verify('Demo@1234', stored)).toEqual({ ok: true, needsRehash: false });
  }, 20_000);

  it("accepts in production only costs that meet one of OWASP's settings of their algorithm", () => {
    for (const cost of [...OWASP_SCRYPT_SETTINGS, ...OWASP_ARGON2ID_SETTINGS]) expect(meetsOwaspCost(cost)).toBe(true);
    expect(meetsOwaspCost({ log2N: 18, r: 8, p: 1 })).toBe(true);
    expect(meetsOwaspCost(TEST_SCRYPT)).toBe(false);
    expect(meetsOwaspCost({ log2N: 13, r: 8, p: 9 })).toBe(false);
    expect(meetsOwaspCost({ log2N: 16, r: 8, p: 1 })).toBe(false);
    expect(meetsOwaspCost({ log2N: 17, r: 4, p: 1 })).toBe(false);
    expect(meetsOwaspCost({ algorithm: 'argon2id', memoryKiB: 19456, iterations: 1, parallelism: 1 })).toBe(false);
    expect(meetsOwaspCost({ algorithm: 'argon2id', memoryKiB: 1024, iterations: 4, parallelism: 1 })).toBe(false);
  });
});

describe('password hashing (Argon2id)', () => {
  const TEST_ARGON2: TArgon2Cost = { algorithm: 'argon2id', memoryKiB: 1024, iterations: 2, parallelism: 1 };
  const argon = createPasswordHasher(TEST_ARGON2);

  it("is the default: OWASP's first choice, m=19 MiB, t=2, p=1, stored in the PHC format", async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(OWASP_ARGON2ID);
    expect(OWASP_ARGON2ID).toEqual({ algorithm: 'argon2id', memoryKiB: 19456, iterations: 2, parallelism: 1 });
    const strong = createPasswordHasher();
    const stored = await strong.hash('Demo@1234');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await strong.verify('Demo@1234', stored)).toEqual({ ok: true, needsRehash: false });
    expect((await strong.verify('Demo@1235', stored)).ok).toBe(false);
  }, 20_000);

  it('computes the reference Argon2id (a vector from @noble/hashes, another implementation)', async () => {
    const vector = '$argon2id$v=19$m=1024,t=2,p=1$dGVzc2VyYS1zYWx0LTAxNg$OldLG1obVaoZjVzc9wdRLGJMOFipLxC1s66N0tBxTfM';
    expect(await argon.verify('Demo@1234', vector)).toEqual({ ok: true, needsRehash: false });
    expect(await argon.verify('Demo@1234 ', vector)).toEqual({ ok: false, needsRehash: false });
  });

  it('a different salt gives a different string; NFC alike; damaged and hostile rows refused without throwing', async () => {
    const a = await argon.hash('Crème@1234');
    expect(a).not.toBe(await argon.hash('Crème@1234'));
    expect((await argon.verify('Cre\u0300me@1234', a)).ok).toBe(true);
    const hostile = [
      '$argon2id$v=19$m=4194304,t=2,p=1$dGVzc2VyYS1zYWx0LTAxNg$OldLG1obVaoZjVzc9wdRLGJMOFipLxC1s66N0tBxTfM',
      '$argon2id$v=19$m=1024,t=99,p=1$dGVzc2VyYS1zYWx0LTAxNg$OldLG1obVaoZjVzc9wdRLGJMOFipLxC1s66N0tBxTfM',
      '$argon2id$v=19$m=1024,t=2,p=0$dGVzc2VyYS1zYWx0LTAxNg$OldLG1obVaoZjVzc9wdRLGJMOFipLxC1s66N0tBxTfM',
      `$argon2id$v=19$m=1024,t=2,p=1$dGVzc2VyYS1zYWx0LTAxNg$${'A'.repeat(400)}`,
      '$argon2i$v=19$m=1024,t=2,p=1$dGVzc2VyYS1zYWx0LTAxNg$OldLG1obVaoZjVzc9wdRLGJMOFipLxC1s66N0tBxTfM',
    ];
    for (const stored of hostile) expect(await argon.verify('Demo@1234', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('checks scrypt hashes stored before and asks for a re-hash; an Argon2id one at another cost too', async () => {
    const older = await createPasswordHasher(TEST_SCRYPT).hash('Demo@1234');
    expect(await argon.verify('Demo@1234', older)).toEqual({ ok: true, needsRehash: true });
    expect(await argon.verify('Demo@1235', older)).toEqual({ ok: false, needsRehash: false });
    const other = await createPasswordHasher({ ...TEST_ARGON2, iterations: 1 }).hash('Demo@1234');
    expect(await argon.verify('Demo@1234', other)).toEqual({ ok: true, needsRehash: true });
    // And back: a scrypt hasher checks Argon2id rows.
    expect(await createPasswordHasher(TEST_SCRYPT).verify('Demo@1234', other)).toEqual({ ok: true, needsRehash: true });
  });

  it('unknown users cost an Argon2id check too (the dummy), and the event loop keeps turning while it hashes', async () => {
    const strong = createPasswordHasher();
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      const before = strong.runs;
      expect(await strong.verify('Demo@1234', null)).toEqual({ ok: false, needsRehash: false });
      expect(strong.runs - before).toBe(2); // the dummy's own hash, then the check
    } finally {
      clearInterval(timer);
    }
    // WebAssembly on the main thread would have held every tick until the hash was done.
    expect(ticks).toBeGreaterThan(2);
  }, 20_000);
});

// Issue 30 item 4: one member's burst must not stall everyone else's hashing. Order is asserted,
// not time: which key's work the scheduler lets in, run by run.
describe('fair hashing slots', () => {
  it("grants another member's hash at the first free slot, before a burst's tail", async () => {
    const granted: string[] = [];
    const hasher = createPasswordHasher(TEST_SCRYPT, { onGrant: (key) => granted.push(key) });
    const stored = await hasher.hash('Demo@1234', 'member:0');
    granted.length = 0;
    const before = hasher.runs;
    const burst = Array.from({ length: 40 }, (_, i) => hasher.verify(`wrong-${i}`, stored, 'member:1'));
    const other = hasher.verify('Demo@1234', stored, 'member:2');
    await Promise.all([...burst, other]);
    expect(hasher.runs - before).toBe(41);
    // The burst had both slots before the other member asked; the first slot freed is theirs
    // (a FIFO queue granted it 41st).
    expect(granted.indexOf('member:2')).toBe(2);
    expect((await other).ok).toBe(true);
  });

  it('keys take turns; a key runs a second task only while no other key waits; never more than the slots', async () => {
    const run = fairLimiter(2);
    let running = 0;
    let peak = 0;
    const order: string[] = [];
    const task = (key: string) =>
      run(key, async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(key);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
      });
    await Promise.all([task('a'), task('a'), task('a'), task('a'), task('b'), task('c')]);
    expect(peak).toBe(2);
    // a alone took both slots; the first freed went to b (a already ran one); c came before a's last.
    expect(order.slice(0, 3)).toEqual(['a', 'a', 'b']);
    expect(order.indexOf('c')).toBeLessThan(order.lastIndexOf('a'));
    expect(order).toHaveLength(6);
  });

  // Issue 31 item 5: a login's check must not queue behind a burst of other hashing.
  it("a login's check is granted the first free slot, ahead of a burst of registrations' hashes", async () => {
    const granted: string[] = [];
    const hasher = createPasswordHasher(TEST_SCRYPT, { onGrant: (key) => granted.push(key) });
    const stored = await hasher.hash('Demo@1234', 'member:0');
    granted.length = 0;
    // 40 registrations (each its own key, as registration hashes without one), then one login.
    const registrations = Array.from({ length: 40 }, (_, i) => hasher.hash(`New-${i}@pass`, `registration:${i}`));
    const login = hasher.verify('Demo@1234', stored, 'login:u:demo1');
    await Promise.all([...registrations, login]);
    expect((await login).ok).toBe(true);
    // Registrations never hold both slots: the login's check got the one kept for checks at once
    // (granted second, right after the one registration running), where a FIFO line granted it 41st.
    expect(granted.indexOf('login:u:demo1')).toBe(1);
  });

  it('stores take at most slots - 1 at once, checks may take them all; a single slot serves both', async () => {
    const run = fairLimiter(2);
    let stores = 0;
    let peakStores = 0;
    let all = 0;
    let peakAll = 0;
    const task = (key: string, lane: 'check' | 'store') =>
      run(
        key,
        async () => {
          all += 1;
          if (lane === 'store') stores += 1;
          peakAll = Math.max(peakAll, all);
          peakStores = Math.max(peakStores, stores);
          await new Promise((resolve) => setTimeout(resolve, 2));
          all -= 1;
          if (lane === 'store') stores -= 1;
        },
        lane,
      );
    await Promise.all(Array.from({ length: 6 }, (_, i) => task(`s${i}`, 'store')));
    expect(peakStores).toBe(1);
    await Promise.all(Array.from({ length: 6 }, (_, i) => task(`c${i}`, 'check')));
    expect(peakAll).toBe(2);
    const one = fairLimiter(1);
    await expect(Promise.all([one('a', () => Promise.resolve(1), 'store'), one('b', () => Promise.resolve(2))])).resolves.toEqual([1, 2]);
  });

  it('a failing task frees its slot and its key', async () => {
    const run = fairLimiter(1);
    await expect(run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run('a', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
