import { withdraw } from './api/wallet';
import { canonicalJson, createAttemptKeys, idempotencyFingerprint, newIdempotencyKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('makes v4 UUIDs, also without crypto.randomUUID (insecure contexts)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const k of keys) expect(k).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('idempotencyFingerprint', () => {
  const body = { amount: '150.50', bankCardId: 7, paymentPassword: '975310' };

  it('reads the descriptor’s fingerprint fields only: the payment password is not part of a withdrawal’s identity', () => {
    expect(withdraw.fingerprint).toEqual(['amount', 'bankCardId']);
    expect(idempotencyFingerprint(withdraw, { body })).toBe(idempotencyFingerprint(withdraw, { body: { ...body, paymentPassword: '000000' } }));
    expect(idempotencyFingerprint(withdraw, { body })).not.toBe(idempotencyFingerprint(withdraw, { body: { ...body, amount: '151.00' } }));
  });

  it('follows the descriptor: a field added to `fingerprint` becomes part of the identity, one removed stops being', () => {
    const widened = { ...withdraw, fingerprint: ['amount', 'bankCardId', 'paymentPassword'] };
    const narrowed = { ...withdraw, fingerprint: ['amount'] };
    expect(idempotencyFingerprint(widened, { body })).not.toBe(idempotencyFingerprint(widened, { body: { ...body, paymentPassword: '000000' } }));
    expect(idempotencyFingerprint(narrowed, { body })).toBe(idempotencyFingerprint(narrowed, { body: { ...body, bankCardId: 8 } }));
  });

  it('names the call and its path parameters, in one canonical text whatever the key order', () => {
    expect(idempotencyFingerprint({ name: 'claimReward' }, { params: { id: '3' } })).toBe('{"operation":"claimReward","params":{"id":"3"}}');
    expect(canonicalJson({ b: 1, a: [1, { d: undefined, c: 2 }] })).toBe('{"a":[1,{"c":2}],"b":1}');
  });
});

describe('createAttemptKeys', () => {
  it('keeps the key while the request is the same and makes a new one when it changes or after a success', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `k${++n}`);
    expect(keys.for('a')).toBe('k1');
    expect(keys.for('a')).toBe('k1');
    expect(keys.for('b')).toBe('k2');
    keys.settle();
    expect(keys.for('b')).toBe('k3');
  });
});
