// ui-kit cannot depend on shared-contracts at run time (it must stay tiny and first in the share
// scope), so it names a few spec values itself; this test keeps the two in step.
import { BADGE_CAP as CONTRACT_BADGE_CAP, TIMING_MS, TOAST_TYPES, type TToastType } from '@tessera/contract';
import { BADGE_CAP, CAROUSEL_INTERVAL_MS } from './constants';
import type { TToastKind } from './ToastHost';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('spec constants shared with shared-contracts', () => {
  it('agree', () => {
    expect(BADGE_CAP).toBe(CONTRACT_BADGE_CAP);
    expect(CAROUSEL_INTERVAL_MS).toBe(TIMING_MS.bannerAutoAdvance);
    const sameToastTypes: Same<TToastKind, TToastType> = true;
    expect(sameToastTypes).toBe(true);
    const kinds: readonly TToastKind[] = TOAST_TYPES;
    expect(kinds).toHaveLength(5);
  });
});
