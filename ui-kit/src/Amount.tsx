import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** What a masked amount shows (spec §2 Home: "stars mask it"). */
export const AMOUNT_MASK = '****';

export interface AmountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The number as the platform formats it (`usePlatform().format`): "1,234.50", "-R$5.00". A leading
   * minus marks it negative.
   */
  value: string;
  /** A currency symbol shown apart, before the number (the header's style); omit when `value` has it. */
  currency?: string;
  /** A movement rather than a balance: positive amounts get a "+" and the positive colour. */
  signed?: boolean;
  /** Hidden by the player: stars instead of the number, and no colour that would give the sign away. */
  masked?: boolean;
  /** What a screen reader hears while masked (translated, e.g. "Balance hidden"). */
  maskLabel?: string;
  /** A new value is on its way: the old one stays, dimmed, in its place (aria-busy). */
  refreshing?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * Money in tabular figures. Negative amounts: the sign and the danger colour, never colour alone;
 * the sign goes before a separate currency symbol ("-R$5.00", as shared-contracts formats it).
 */
export function Amount({ value, currency, signed = false, masked = false, maskLabel, refreshing = false, size = 'md', className, ...rest }: AmountProps) {
  const negative = /^[-\u2212]/.test(value);
  const digits = negative ? value.slice(1) : value;
  const positive = signed && !negative && /[1-9]/.test(value);
  const tone = masked ? undefined : negative ? 'negative' : positive ? 'positive' : undefined;
  return (
    <span
      {...rest}
      aria-busy={refreshing || undefined}
      className={cx('tk-amount', `tk-amount--${size}`, tone && `tk-amount--${tone}`, refreshing && 'tk-amount--refreshing', className)}
    >
      {masked ? (
        <>
          {currency}
          {maskLabel ? (
            <>
              <span aria-hidden="true">{AMOUNT_MASK}</span>
              <span className="tk-visually-hidden">{maskLabel}</span>
            </>
          ) : (
            AMOUNT_MASK
          )}
        </>
      ) : (
        <>
          {negative ? '-' : positive ? '+' : ''}
          {currency}
          {digits}
        </>
      )}
    </span>
  );
}
