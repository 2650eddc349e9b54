import { referralInfo } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** The member's invitation code, counts and the merchant's rules: the same cached answer the shell's referral popup reads. */
export function useReferralInfo() {
  return useApiQuery(referralInfo, {});
}
