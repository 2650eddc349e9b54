import { Icon } from './icons';
import { TextField, type TextFieldProps } from './TextField';

export interface TDialCode {
  /** What the form sends, e.g. "55". */
  value: string;
  /** What the picker shows, e.g. "+55" or "BR +55". */
  label: string;
}

export interface PhoneFieldProps extends Omit<TextFieldProps, 'start' | 'type'> {
  /** The dialling codes the operator allows; with one, it is shown as text, not a picker. */
  codes: readonly TDialCode[];
  code: string;
  onCodeChange: (code: string) => void;
  /** Accessible name of the picker (translated, e.g. "Country code"). */
  codeLabel: string;
  /** Form field name of the picker, when the form is read from the DOM. */
  codeName?: string;
}

/**
 * Mobile number with the dialling code as a native picker on the start side (DESIGN.md: Forms).
 * The number input defaults to type="tel", inputmode="numeric" and autocomplete="tel-national".
 */
export function PhoneField({ codes, code, onCodeChange, codeLabel, codeName, disabled, ...rest }: PhoneFieldProps) {
  const only = codes.length === 1 ? codes[0] : undefined;
  const picker = only ? (
    <span className="tk-phone__code tk-phone__code--static">
      {only.label}
      {codeName && <input type="hidden" name={codeName} value={only.value} />}
    </span>
  ) : (
    <span className="tk-phone__picker">
      <select className="tk-phone__code" aria-label={codeLabel} name={codeName} value={code} disabled={disabled} onChange={(e) => onCodeChange(e.target.value)}>
        {codes.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="tk-phone__chevron" />
    </span>
  );
  return <TextField inputMode="numeric" autoComplete="tel-national" {...rest} disabled={disabled} type="tel" start={picker} />;
}
