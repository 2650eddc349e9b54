import type { ReactNode } from 'react';
import { referralInfo } from '@tessera/shared-contracts/api';
import { useApiQuery } from '@tessera/shared-contracts/data';

/** Renders its children once the referral call says the promotion is enabled for this member. */
export default function ReferralCheck({ children }: { children: ReactNode }) {
  const info = useApiQuery(referralInfo, {});
  return info.data?.enabled ? <>{children}</> : null;
}
