import type { TTransactionCode } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { SelectField } from '@tessera/ui-kit';
import { DateRange } from '../../../components/DateRange';
import { utcDay } from '../../../components/dates';
import { useTransactionCodes, type TAccountFilters } from '../api';

/**
 * The account record's filters: the transaction code (the codes the API's transaction-codes call
 * answers, each labelled in the player's language, the API's English label otherwise) and the period.
 * While the codes load, or when the call fails, only "All" is offered and the list stays unfiltered.
 */
export function AccountFilters({ filters, onChange }: { filters: TAccountFilters; onChange: (f: TAccountFilters) => void }) {
  const t = useT('member');
  const codes = useTransactionCodes();
  const list = codes.data?.list ?? [];
  // A code this release has no words for yet shows the API's English label (a missing key comes back as itself).
  const labelOf = (c: { code: string; label: string }) => {
    const key = `txType.${c.code}`;
    const text = t(key);
    return text === key ? c.label : text;
  };
  return (
    <form className="mb-filters" aria-label={t('common.filters')} onSubmit={(e) => e.preventDefault()}>
      <SelectField
        label={t('tx.type')}
        name="type"
        data-testid="tx-type"
        aria-busy={codes.isPending || undefined}
        value={filters.type ?? ''}
        options={[{ value: '', label: t('common.all') }, ...list.map((c) => ({ value: c.code, label: labelOf(c) }))]}
        onChange={(e) => onChange({ ...filters, type: (e.target.value || undefined) as TTransactionCode | undefined })}
      />
      <DateRange from={filters.from} to={filters.to} onChange={(r) => onChange({ ...filters, ...r })} max={utcDay(new Date())} />
    </form>
  );
}
