import type { ReactNode } from 'react';
import { cx } from './cx';

export interface TKeyValue {
  /** Stable key when labels can repeat; defaults to the position. */
  id?: string;
  /** Translated. */
  label: ReactNode;
  value: ReactNode;
}

export interface KeyValueListProps {
  items: readonly TKeyValue[];
  className?: string;
  'data-testid'?: string;
}

/** Label / value rows (order details, member summary) as a description list; values wrap, never overflow. */
export function KeyValueList({ items, className, ...rest }: KeyValueListProps) {
  return (
    <dl {...rest} className={cx('tk-kv', className)}>
      {items.map((item, i) => (
        <div key={item.id ?? i} className="tk-kv__row">
          <dt className="tk-kv__label">{item.label}</dt>
          <dd className="tk-kv__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
