import { downlines, teamKpi, teamPnl, updateDownlineRebate } from '@tessera/contract/api';
import { useApiInfinite, useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';
import { RECORDS_PAGE_SIZE } from '../../components/constants';

/** Team figures (all levels of downlines) over from..to, UTC days. */
export function useTeamKpi(range: { from: string; to: string }) {
  return useApiQuery(teamKpi, { query: range }, { keepPrevious: true });
}

/** Per-downline bets, payouts and profit over from..to, with the totals. */
export function useTeamPnl(range: { from: string; to: string }) {
  return useApiQuery(teamPnl, { query: range }, { keepPrevious: true });
}

/** Direct downlines, newest first, page by page, with the agent's own rebate rate (the ceiling). */
export function useDownlines() {
  return useApiInfinite(downlines, { query: { pageSize: RECORDS_PAGE_SIZE } });
}

export function useUpdateRebate() {
  return useApiMutation(updateDownlineRebate, { invalidates: [downlines] });
}
