import type { ReactNode } from 'react';
import { referralInfo } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** Renders its children once the referral call says the promotion is enabled for this member (`held` until it answers). */
export default function ReferralCheck({ children, held = null }: { children: ReactNode; held?: ReactNode }) {
  const info = useApiQuery(referralInfo, {});
  if (info.data?.enabled) return <>{children}</>;
  return info.isPending ? <>{held}</> : null;
}
