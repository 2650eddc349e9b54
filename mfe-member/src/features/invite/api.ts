import { referralInfo } from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** The member's invitation code, counts and the merchant's rules: the same cached answer the shell's referral popup reads. */
// In the app's language: the rules are the REFERRAL promotion's summary, per language (issue 28 item 2).
export function useReferralInfo() {
  const { language } = useI18n();
  return useApiQuery(referralInfo, { query: { lang: language } });
}
