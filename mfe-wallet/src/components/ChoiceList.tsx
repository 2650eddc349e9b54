import type { ReactNode } from 'react';

export interface TChoice<V extends string | number> {
  value: V;
  title: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceListProps<V extends string | number> {
  /** The group's visible name (a fieldset legend). */
  legend: ReactNode;
  /** The radios' name: also what a test or a form reads. */
  name: string;
  options: readonly TChoice<V>[];
  value: V | null;
  onChange(value: V): void;
  /** Tiles in a grid (amount presets) rather than full-width rows (cards, channels). */
  grid?: boolean;
  error?: string;
  'data-testid'?: string;
}

/**
 * One choice among cards, channels, banks or amount presets: native radios (arrow keys, one tab
 * stop, the checked state read out) drawn as rows or tiles. A ui-kit candidate (SegmentedControl
 * is for short labels only).
 */
export function ChoiceList<V extends string | number>({ legend, name, options, value, onChange, grid, error, ...rest }: ChoiceListProps<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={`wl-choices${grid ? ' wl-choices--grid' : ''}`} aria-describedby={error ? errorId : undefined} data-testid={rest['data-testid']}>
      <legend className="wl-choices__legend">{legend}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="wl-choice">
          <input
            className="wl-choice__input"
            type="radio"
            name={name}
            value={String(o.value)}
            checked={o.value === value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span className="wl-choice__body">
            <span className="wl-choice__title">{o.title}</span>
            {o.detail && <span className="wl-choice__detail">{o.detail}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="tk-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
