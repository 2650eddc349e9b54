import { IconButton, type IconButtonProps } from './Button';
import { cx } from './cx';
import { Icon } from './icons';

export interface RefreshButtonProps extends Omit<IconButtonProps, 'children' | 'loading'> {
  /** A refresh is under way: the icon turns (pulses under reduced motion) and presses are ignored; pair it with `Amount refreshing`, which carries aria-busy. */
  busy?: boolean;
}

/**
 * The refresh icon button (balance, captcha). While busy it stays enabled and focused, so a keyboard
 * user is not thrown out of it, and the value beside it keeps its place (DESIGN.md: Money).
 */
export function RefreshButton({ busy = false, onClick, className, ...rest }: RefreshButtonProps) {
  return (
    // Not Button's `loading`: that disables the button, and a disabled button drops the focus.
    <IconButton {...rest} className={cx('tk-refresh', busy && 'tk-refresh--busy', className)} onClick={busy ? undefined : onClick}>
      <Icon name="refresh" />
    </IconButton>
  );
}
