import { applyPromotion, myApplications, promotionList } from '@tessera/contract/api';
import { useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

/** The merchant's promotions with the statuses this member sees (the API answers them per session). */
export function usePromotions() {
  return useApiQuery(promotionList, { query: {} });
}

/** Applying changes what this member sees: the list and their applications reload. */
export function useApplyPromotion() {
  return useApiMutation(applyPromotion, { invalidates: [promotionList, myApplications] });
}
