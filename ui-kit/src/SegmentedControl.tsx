import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface TSegment<V extends string = string> {
  value: V;
  /** Translated. */
  label: ReactNode;
}

export interface SegmentedControlProps<V extends string = string> {
  options: readonly TSegment<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the group (translated, e.g. "Period"). */
  label: string;
  /** Radio group name; generated when omitted. */
  name?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A choice of one among a few (a period filter, a record type), as native radio buttons drawn as
 * segments: arrow keys, reading direction and form semantics come from the browser. For switching
 * between panels of content use Tabs.
 */
export function SegmentedControl<V extends string = string>({ options, value, onChange, label, name, className, ...rest }: SegmentedControlProps<V>) {
  const auto = useId();
  return (
    <div {...rest} role="radiogroup" aria-label={label} className={cx('tk-segmented', className)}>
      {options.map((option) => (
        <label key={option.value} className="tk-segmented__option">
          <input
            type="radio"
            className="tk-segmented__input"
            name={name ?? auto}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="tk-segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
