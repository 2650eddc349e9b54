// The wallet screens' decimal arithmetic is the contract's (toMinor / fromMinor, in exact minor
// units): re-exported here for the features' imports, typed values trimmed first.
import { toMinor as contractToMinor } from '@tessera/contract';

export { atLeastZero, fromMinor, minMinor, placesOf } from '@tessera/contract';

/** A typed amount (surrounding spaces allowed) in minor units, or null (contract toMinor). */
export function toMinor(amount: string, places: number): bigint | null {
  return contractToMinor(amount.trim(), places);
}
