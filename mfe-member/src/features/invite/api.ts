import { referralInfo } from '@tessera/shared-contracts/api';
import { useApiQuery } from '@tessera/shared-contracts/data';

/** The member's invitation code, counts and the merchant's rules: the same cached answer the shell's referral popup reads. */
export function useReferralInfo() {
  return useApiQuery(referralInfo, {});
}
