import { claimRebate, claimReward, consolidatedFunds, rebateHistory, rebateQuote, rewardCenter, walletBalance } from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiInfinite, useApiQuery, useIdempotentAction } from '@tessera/platform-sdk/data';
import { RECORDS_PAGE_SIZE } from '../../components/constants';

// A claim moves money: the quote, the lists, the header balance and the member-center summary refetch.
const AFTER_CLAIM = [rebateQuote, rebateHistory, rewardCenter, walletBalance, consolidatedFunds];

/** The single cash back quote: turnover since the last claim, the VIP rate, the amount and the minimum. */
export function useRebateQuote() {
  return useApiQuery(rebateQuote, {});
}

/** Past cash back claims, newest first, page by page. */
export function useRebateHistory() {
  return useApiInfinite(rebateHistory, { query: { pageSize: RECORDS_PAGE_SIZE } });
}

/** The claim as one user action: one Idempotency-Key, reused by a retry, new after a success. */
export function useClaimRebate() {
  return useIdempotentAction(claimRebate, { invalidates: AFTER_CLAIM });
}

/** The member's rewards (claimable first, their names in the app's language) and the unclaimed count. */
export function useRewardCenter() {
  const { language } = useI18n();
  return useApiQuery(rewardCenter, { query: { lang: language } });
}

/** A reward's claim as one user action (the reward's id is part of its identity: another reward gets its own key). */
export function useClaimReward() {
  return useIdempotentAction(claimReward, { invalidates: AFTER_CLAIM });
}
