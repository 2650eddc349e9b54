import type { ReactNode } from 'react';
import { Button } from './Button';
import { RefreshButton } from './RefreshButton';
import { Skeleton } from './Skeleton';
import { TextField, type TextFieldProps } from './TextField';

export interface CodeFieldProps extends Omit<TextFieldProps, 'end'> {
  /** SMS code: the side button's text, "Get code" or the countdown ("59 s"), translated. */
  sendLabel?: ReactNode;
  onSend?: () => void;
  /** True while the countdown runs (and while the request is out): the button cannot be pressed. */
  sendDisabled?: boolean;
  /** Captcha: the image's address; empty while it loads (a placeholder keeps the place). */
  captchaSrc?: string;
  /** Captcha: the image's alternative text (translated). */
  captchaAlt?: string;
  /** Captcha: accessible name of the refresh button (translated). */
  refreshLabel?: string;
  onRefresh?: () => void;
  /** Captcha: a new image is on its way (the refresh button spins). */
  refreshing?: boolean;
}

/**
 * A short numeric code with what it needs beside it: a send-code button with its countdown (SMS)
 * or the captcha image with a refresh button. Defaults to inputmode="numeric"; pass `maxLength`
 * from the spec's TEXT_LIMITS (captcha 6, SMS 10).
 */
export function CodeField({ sendLabel, onSend, sendDisabled, captchaSrc, captchaAlt = '', refreshLabel, onRefresh, refreshing, ...rest }: CodeFieldProps) {
  let end: ReactNode = null;
  if (onSend) {
    end = (
      <Button variant="ghost" className="tk-code__send" disabled={sendDisabled || rest.disabled} onClick={onSend}>
        {sendLabel}
      </Button>
    );
  } else if (onRefresh) {
    end = (
      <span className="tk-code__captcha">
        {captchaSrc ? <img className="tk-code__image" src={captchaSrc} alt={captchaAlt} /> : <Skeleton className="tk-code__image" />}
        <RefreshButton label={refreshLabel ?? ''} busy={refreshing} className="tk-field__button" onClick={onRefresh} />
      </span>
    );
  }
  return <TextField inputMode="numeric" autoComplete={onSend ? 'one-time-code' : 'off'} {...rest} end={end} />;
}
