import { BET_STATUSES, CATALOGUE_CATEGORIES, type TBetRecord, type TBetStatus, type TCatalogueCategory } from '@tessera/contract/api';
import type { TStatusTone } from '@tessera/ui-kit';
import { useState } from 'react';
import { presetRange } from '../../components/dates';
import type { TBetFilters } from './api';

export const BET_STATUS_TONES: Record<TBetStatus, TStatusTone> = { OPEN: 'info', WON: 'success', LOST: 'danger', CANCELLED: 'neutral' };
export { BET_STATUSES, CATALOGUE_CATEGORIES };

/** The filters of the betting record: the last 7 days, every status and category. */
export function useBetFilters() {
  const [filters, setFilters] = useState<TBetFilters>(() => presetRange('week'));
  return {
    filters,
    setRange: (r: { from: string; to: string }) => setFilters((f) => ({ ...f, ...r })),
    setStatus: (status: TBetStatus | undefined) => setFilters((f) => ({ ...f, status })),
    setCategory: (category: TCatalogueCategory | undefined) => setFilters((f) => ({ ...f, category })),
  };
}

export function flattenBets(pages: readonly { list: TBetRecord[] }[] | undefined): TBetRecord[] {
  return pages?.flatMap((p) => p.list) ?? [];
}
