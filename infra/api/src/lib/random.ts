/** A deterministic random source: the same seed gives the same numbers in [0, 1). */
export type TRng = () => number;

/** mulberry32: tiny, fast and good enough for seeded test data and fuzz cases (not for secrets). */
export function mulberry32(seed: number): TRng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
