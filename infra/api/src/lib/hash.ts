import { createHash, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Constant-time check of a secret against its stored sha256: hashing first makes both sides the
 * same length, so timingSafeEqual never throws and nothing leaks the secret's length.
 */
export function matchesHash(candidate: string, expectedHash: Buffer): boolean {
  return timingSafeEqual(sha256(candidate), expectedHash);
}

/** A stable bucket 0..99 for a client and a remote: the same cid always lands in the same canary slice. */
export function canaryBucket(cid: string, remote: string): number {
  return sha256(`${cid}:${remote}`).readUInt32BE(0) % 100;
}
