import { lazy, Suspense, type ReactNode } from 'react';
import { useSession, useStatusInfo } from '@tessera/platform-sdk';

/** The real member's check reads the referral call, so it loads only where the merchant's flag is on. */
const MemberReferralCheck = lazy(() => import('./ReferralCheck'));

/**
 * Shows invite entries only while the REFERRAL promotion is enabled (spec §6): the merchant's
 * REFERRAL flag, and for a real member also the API's answer that a REFERRAL promotion is running
 * (the same cached call the referral popup reads). Visitors and trial users, who cannot read that
 * call, see the entry while the flag is on; opening it asks them to log in or register first.
 *
 * `reserve`: while a member's answer is on its way, the entry's place is kept (the entry itself,
 * hidden and inert), so a banner above the page does not push it down when the answer comes
 * (the member's home measured CLS 0.052 from that shift). Only a "not enabled" answer, which is
 * rare while the flag is on, takes the place back.
 */
export function ReferralGate({ children, reserve = false }: { children: ReactNode; reserve?: boolean }) {
  const { isRealMember } = useSession();
  const { statusInfo } = useStatusInfo();
  if (!statusInfo.flags.REFERRAL) return null;
  if (!isRealMember) return <>{children}</>;
  const held = reserve ? (
    <div className="shell-reserve" aria-hidden="true" inert data-testid="referral-reserve">
      {children}
    </div>
  ) : null;
  return (
    <Suspense fallback={held}>
      <MemberReferralCheck held={held}>{children}</MemberReferralCheck>
    </Suspense>
  );
}
