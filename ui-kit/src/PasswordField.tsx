import { useId, useState } from 'react';
import { IconButton } from './Button';
import { Icon } from './icons';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** Accessible name of the show/hide toggle (translated, e.g. "Show password"); aria-pressed says which. */
  toggleLabel: string;
  /** Start with the password shown. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/** A TextField for secrets with a show/hide toggle at the end (a 44 px button with aria-pressed). */
export function PasswordField({ toggleLabel, defaultVisible = false, onVisibleChange, id, ...rest }: PasswordFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const [visible, setVisible] = useState(defaultVisible);
  const toggle = () => {
    setVisible(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <TextField
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...rest}
      id={inputId}
      type={visible ? 'text' : 'password'}
      end={
        <IconButton label={toggleLabel} aria-pressed={visible} aria-controls={inputId} className="tk-field__button" onClick={toggle}>
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </IconButton>
      }
    />
  );
}
