// The agent center's calls (issue 29), over the platform's shared cache. Nothing else in this feature fetches.
import {
  affiliateLinks,
  agentQuotas,
  agentRebateSettings,
  applySalary,
  createAffiliateLink,
  createDownline,
  deleteAffiliateLink,
  dividendHistory,
  dividendInfo,
  dividendMessages,
  downlines,
  salaryCurrent,
  salaryInfo,
  salaryQuery,
  systemCountry,
  teamKpi,
  transferToDownlines,
  updateDownlineRebate,
} from '@tessera/contract/api';
import { useApiInfinite, useApiMutation, useApiQuery, useIdempotentAction } from '@tessera/platform-sdk/data';

/** Rows a page of downlines, payouts or notices asks for. */
export const AGENT_PAGE_SIZE = 20;

/** Team figures of the default range (the API's last 30 days). */
export const useTeamKpiQuery = () => useApiQuery(teamKpi, { query: {} });
export const useAffiliateLinksQuery = () => useApiQuery(affiliateLinks, {});
export const useCreateLinkMutation = () => useApiMutation(createAffiliateLink, { invalidates: [affiliateLinks] });
export const useDeleteLinkMutation = () => useApiMutation(deleteAffiliateLink, { invalidates: [affiliateLinks] });
export const useRebateSettingsQuery = () => useApiQuery(agentRebateSettings, {});
export const useQuotasQuery = () => useApiQuery(agentQuotas, {});
/** Direct downlines page by page, with the agent's own rate (the ceiling). */
export const useDownlinesQuery = () => useApiInfinite(downlines, { query: { pageSize: AGENT_PAGE_SIZE } });
export const useUpdateRebateMutation = () => useApiMutation(updateDownlineRebate, { invalidates: [downlines, agentQuotas] });
/** The transfer: one Idempotency-Key per attempt of the same transfers, the downlines' balances refetch. */
export const useTransferAction = () => useIdempotentAction(transferToDownlines, { invalidates: [downlines, teamKpi] });
export const useSalaryInfoQuery = () => useApiQuery(salaryInfo, {});
export const useSalaryCurrentQuery = () => useApiQuery(salaryCurrent, {});
export const useSalaryQuery = (range: { from?: string; to?: string }) => useApiQuery(salaryQuery, { query: range }, { keepPrevious: true });
export const useApplySalaryMutation = () => useApiMutation(applySalary, { invalidates: [salaryQuery, salaryInfo] });
export const useDividendInfoQuery = () => useApiQuery(dividendInfo, {});
export const useDividendHistoryQuery = () => useApiInfinite(dividendHistory, { query: { pageSize: AGENT_PAGE_SIZE } });
export const useDividendMessagesQuery = () => useApiInfinite(dividendMessages, { query: { pageSize: AGENT_PAGE_SIZE } });
/** A new direct downline's account (first password: docs/decisions/first-password.md); the team lists refetch. */
export const useCreateDownlineMutation = () => useApiMutation(createDownline, { invalidates: [downlines, teamKpi] });
/** Dialling codes for the optional mobile number (the merchant's default first), as registration asks them. */
export const useDialingCodesQuery = () => useApiQuery(systemCountry, { query: {} }, { staleTime: 3_600_000 });
