import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface PreviewBadgeProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The label (translated, e.g. "Preview"). */
  label: string;
  /** What is previewed: `games@2.0.0` or the dev server's URL. */
  target: string;
  /** The exit button's text (translated, e.g. "Exit preview"). */
  exitLabel: string;
  onExit: () => void;
  /** Disables the exit button while the page leaves the preview. */
  exiting?: boolean;
}

/**
 * A small pill at the bottom end of the screen, above the footer menu, while a remote is
 * previewed (docs/decisions/remote-overrides.md): what is loaded instead of the merchant's
 * version, and the one-tap way out. A landmark of its own so a screen reader can find it.
 */
export function PreviewBadge({ label, target, exitLabel, onExit, exiting = false, className, ...rest }: PreviewBadgeProps) {
  return (
    <aside {...rest} className={cx('tk-preview-badge', className)} aria-label={label}>
      <span className="tk-preview-badge__label">{label}</span>
      <span className="tk-preview-badge__target" title={target}>
        {target}
      </span>
      <button type="button" className="tk-preview-badge__exit" onClick={onExit} disabled={exiting}>
        {exitLabel}
      </button>
    </aside>
  );
}
