import { applyPromotion, myApplications, promotionList } from '@tessera/contract/api';
import { useI18n } from '@tessera/platform-sdk';
import { useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

/**
 * The merchant's promotions with the statuses this member sees (the API answers them per session),
 * in the app's language, an offer's figures filled from its deposit promotion's record (issue 28).
 */
export function usePromotions() {
  const { language } = useI18n();
  return useApiQuery(promotionList, { query: { lang: language } });
}

/** Applying changes what this member sees: the list and their applications reload. */
export function useApplyPromotion() {
  return useApiMutation(applyPromotion, { invalidates: [promotionList, myApplications] });
}
