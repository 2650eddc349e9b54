// The calls of the contract feature, over the platform's shared cache. Nothing else in this feature fetches.
import type { TContractKind } from '@tessera/contract/api';
import { contractRequests, contractTerms, dividendHistory, dividendInfo, respondContract, salaryHistory, salaryInfo } from '@tessera/contract/api';
import { useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

/** Settled periods shown under the terms. */
export const HISTORY_PAGE_SIZE = 10;

/** The pending offer and the accepted contract of one kind. */
export function useContractTermsQuery(kind: TContractKind) {
  return useApiQuery(contractTerms, { params: { kind } });
}

/** What the accepted contract paid: settled days, hours or months. */
export function useContractHistoryQuery(kind: TContractKind) {
  const salary = useApiQuery(
    salaryHistory,
    kind === 'dividend' ? null : { query: { pageSize: HISTORY_PAGE_SIZE, kind: kind === 'hourlySalary' ? 'hourly' : 'daily' } },
  );
  const dividend = useApiQuery(dividendHistory, kind === 'dividend' ? { query: { pageSize: HISTORY_PAGE_SIZE } } : null);
  return kind === 'dividend' ? dividend : salary;
}

/** Accept or decline: the prompt's requests and every projection of the contracts refetch. */
export function useRespondContractMutation() {
  return useApiMutation(respondContract, { invalidates: [contractTerms, contractRequests, salaryInfo, dividendInfo] });
}
