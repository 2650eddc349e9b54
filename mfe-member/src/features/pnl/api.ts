import { memberPnl } from '@tessera/shared-contracts/api';
import { useApiQuery } from '@tessera/shared-contracts/data';

/** Profit and loss from the ledger for from..to (UTC days). */
export function usePnl(range: { from: string; to: string }) {
  return useApiQuery(memberPnl, { query: range }, { keepPrevious: true });
}
