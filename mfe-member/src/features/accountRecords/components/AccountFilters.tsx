import { TRANSACTION_CODE_LIST, type TTransactionCode } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { SelectField } from '@tessera/ui-kit';
import { DateRange } from '../../../components/DateRange';
import { utcDay } from '../../../components/dates';
import type { TAccountFilters } from '../api';

export function AccountFilters({ filters, onChange }: { filters: TAccountFilters; onChange: (f: TAccountFilters) => void }) {
  const t = useT('member');
  return (
    <form className="mb-filters" aria-label={t('common.filters')} onSubmit={(e) => e.preventDefault()}>
      <SelectField
        label={t('tx.type')}
        name="type"
        value={filters.type ?? ''}
        options={[{ value: '', label: t('common.all') }, ...TRANSACTION_CODE_LIST.map((c) => ({ value: c, label: t(`txType.${c}`) }))]}
        onChange={(e) => onChange({ ...filters, type: (e.target.value || undefined) as TTransactionCode | undefined })}
      />
      <DateRange from={filters.from} to={filters.to} onChange={(r) => onChange({ ...filters, ...r })} max={utcDay(new Date())} />
    </form>
  );
}
