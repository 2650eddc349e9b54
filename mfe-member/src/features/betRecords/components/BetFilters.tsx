import type { TBetStatus, TCatalogueCategory } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { SelectField } from '@tessera/ui-kit';
import { DateRange } from '../../../components/DateRange';
import { utcDay } from '../../../components/dates';
import type { TBetFilters } from '../api';
import { BET_STATUSES, CATALOGUE_CATEGORIES } from '../hooks';

export interface BetFiltersProps {
  filters: TBetFilters;
  onRange: (r: { from: string; to: string }) => void;
  onStatus: (s: TBetStatus | undefined) => void;
  onCategory: (c: TCatalogueCategory | undefined) => void;
}

export function BetFilters({ filters, onRange, onStatus, onCategory }: BetFiltersProps) {
  const t = useT('member');
  return (
    <form className="mb-filters" aria-label={t('common.filters')} onSubmit={(e) => e.preventDefault()}>
      <DateRange from={filters.from} to={filters.to} onChange={onRange} max={utcDay(new Date())} />
      <div className="mb-filters__row">
        <SelectField
          label={t('bets.category')}
          name="category"
          value={filters.category ?? ''}
          options={[{ value: '', label: t('common.all') }, ...CATALOGUE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))]}
          onChange={(e) => onCategory((e.target.value || undefined) as TCatalogueCategory | undefined)}
        />
        <SelectField
          label={t('bets.statusLabel')}
          name="status"
          value={filters.status ?? ''}
          options={[{ value: '', label: t('common.all') }, ...BET_STATUSES.map((s) => ({ value: s, label: t(`bets.status.${s}`) }))]}
          onChange={(e) => onStatus((e.target.value || undefined) as TBetStatus | undefined)}
        />
      </div>
    </form>
  );
}
