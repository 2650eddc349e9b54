import { memberPnl } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** Profit and loss from the ledger for from..to (UTC days). */
export function usePnl(range: { from: string; to: string }) {
  return useApiQuery(memberPnl, { query: range }, { keepPrevious: true });
}
