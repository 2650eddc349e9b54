import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog } from '@tessera/ui-kit';
import { useShellT } from '../i18n';
import type { TDialogRequest } from '../stores/ui';

type TPrompt = Extract<TDialogRequest, { kind: 'prompt' }>;

/** autocomplete per mode: the login password may be filled by the browser; another secret never is. */
const AUTOCOMPLETE = { loginPassword: 'current-password', secureText: 'off', plainText: 'off' } as const;

/**
 * usePlatform().dialog.prompt (spec §5: login-password, secure-text and plain-text modes): a
 * labelled input in a dialog. Focus starts in the input, Enter submits, Escape and Cancel answer
 * null. A secret can be shown while typing (show/hide, as every password field). The confirm
 * button waits for a value; `validate` keeps the dialog open with its message under the input.
 */
export function PromptDialog({ prompt, onClose }: { prompt: TPrompt; onClose(value: string | null): void }) {
  const t = useShellT();
  const inputId = useId();
  const messageId = useId();
  const errorId = useId();
  const [value, setValue] = useState(prompt.defaultValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const secret = prompt.mode !== 'plainText';

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (value === '') return;
    const problem = prompt.validate?.(value) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    onClose(value);
  };

  return (
    <Dialog
      open
      title={prompt.title}
      onClose={() => onClose(null)}
      dismissible={false}
      aria-describedby={prompt.message ? messageId : undefined}
      data-testid="prompt-dialog"
      data-mode={prompt.mode}
      actions={
        <>
          <Button variant="secondary" onClick={() => onClose(null)}>
            {prompt.cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button variant="primary" disabled={value === ''} onClick={() => submit()}>
            {prompt.confirmLabel ?? t('dialog.confirm')}
          </Button>
        </>
      }
    >
      <form className="shell-prompt" onSubmit={submit} noValidate>
        {prompt.message ? (
          <p id={messageId} className="shell-prompt-message">
            {prompt.message}
          </p>
        ) : null}
        <label htmlFor={inputId} className="shell-prompt-label">
          {prompt.label}
        </label>
        <div className="shell-prompt-field">
          <input
            id={inputId}
            className="shell-prompt-input"
            name={prompt.mode === 'loginPassword' ? 'password' : 'value'}
            type={secret && !revealed ? 'password' : 'text'}
            autoComplete={AUTOCOMPLETE[prompt.mode]}
            inputMode={prompt.inputMode}
            placeholder={prompt.placeholder}
            maxLength={prompt.maxLength}
            value={value}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          {secret ? (
            <button type="button" className="shell-prompt-reveal" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
              {t(revealed ? 'dialog.hide' : 'dialog.show')}
            </button>
          ) : null}
        </div>
        {error ? (
          <p id={errorId} className="shell-prompt-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
