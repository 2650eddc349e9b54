import { idempotencyFingerprint } from '@tessera/contract';
import { withdraw } from '@tessera/contract/api';
import { sha256 } from '../../lib/hash';
import { requestFingerprint } from './idempotency';

// The server stores the hash of the contract's fingerprint text, the same text the client's
// useIdempotentAction compares to decide whether a retry reuses its key: when a descriptor's
// `fingerprint` fields change, both sides follow, because both read the descriptor.
describe('the server’s request fingerprint follows the descriptor', () => {
  const body = { amount: '150.50', bankCardId: 7, paymentPassword: '975310' };

  it('is the hash of the contract’s fingerprint text (the client’s)', () => {
    expect(requestFingerprint(withdraw, { body })).toBe(sha256(idempotencyFingerprint(withdraw, { body })).toString('hex'));
  });

  it('changes with the descriptor’s fingerprint fields', () => {
    const samePin = (d: typeof withdraw) => requestFingerprint(d, { body }) === requestFingerprint(d, { body: { ...body, paymentPassword: '000000' } });
    const sameCard = (d: typeof withdraw) => requestFingerprint(d, { body }) === requestFingerprint(d, { body: { ...body, bankCardId: 8 } });
    expect(samePin(withdraw)).toBe(true);
    expect(sameCard(withdraw)).toBe(false);
    expect(samePin({ ...withdraw, fingerprint: ['amount', 'bankCardId', 'paymentPassword'] })).toBe(false);
    expect(sameCard({ ...withdraw, fingerprint: ['amount'] })).toBe(true);
  });
});
