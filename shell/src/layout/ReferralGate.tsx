import { lazy, Suspense, type ReactNode } from 'react';
import { usePlatform } from '@tessera/shared-contracts';

/** The real member's check reads the referral call, so it loads only where the merchant's flag is on. */
const MemberReferralCheck = lazy(() => import('./ReferralCheck'));

/**
 * Shows invite entries only while the REFERRAL promotion is enabled (spec §6): the merchant's
 * REFERRAL flag, and for a real member also the API's answer that a REFERRAL promotion is running
 * (the same cached call the referral popup reads). Visitors and trial users, who cannot read that
 * call, see the entry while the flag is on; opening it asks them to log in or register first.
 */
export function ReferralGate({ children }: { children: ReactNode }) {
  const { statusInfo, isRealMember } = usePlatform();
  if (!statusInfo.flags.REFERRAL) return null;
  if (!isRealMember) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <MemberReferralCheck>{children}</MemberReferralCheck>
    </Suspense>
  );
}
