import type { ReactNode } from 'react';
import { referralInfo } from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** Renders its children once the referral call says the promotion is enabled for this member (`held` until it answers). */
export default function ReferralCheck({ children, held = null }: { children: ReactNode; held?: ReactNode }) {
  const { language } = useI18n();
  const info = useApiQuery(referralInfo, { query: { lang: language } });
  if (info.data?.enabled) return <>{children}</>;
  return info.isPending ? <>{held}</> : null;
}
