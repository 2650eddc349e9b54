import { useT } from '@tessera/platform-sdk';
import { SegmentedControl, TextField } from '@tessera/ui-kit';
import { presetRange, RANGE_PRESETS, type TRangePreset } from './dates';

export interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** Latest day that may be chosen (today). */
  max: string;
}

/** Quick periods (today, yesterday, 7 and 30 days) over two date fields for any other range. */
export function DateRange({ from, to, onChange, max }: DateRangeProps) {
  const t = useT('member');
  const current = RANGE_PRESETS.find((p) => {
    const r = presetRange(p);
    return r.from === from && r.to === to;
  });
  return (
    <div className="mb-range">
      <SegmentedControl<TRangePreset | 'custom'>
        label={t('common.period')}
        options={RANGE_PRESETS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
        value={current ?? 'custom'}
        onChange={(p) => {
          if (p !== 'custom') onChange(presetRange(p));
        }}
      />
      <div className="mb-range__fields">
        <TextField
          label={t('common.from')}
          type="date"
          name="from"
          value={from}
          max={to || max}
          onChange={(e) => e.target.value && onChange({ from: e.target.value, to })}
        />
        <TextField
          label={t('common.to')}
          type="date"
          name="to"
          value={to}
          min={from}
          max={max}
          onChange={(e) => e.target.value && onChange({ from, to: e.target.value })}
        />
      </div>
    </div>
  );
}
