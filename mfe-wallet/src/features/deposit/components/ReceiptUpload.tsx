import { useId, useState, type FormEvent } from 'react';
import { CLIENT_ERROR_CODES, isApiError, useT } from '@tessera/shared-contracts';
import { DEPOSIT_RECEIPT_MAX_BYTES, DEPOSIT_RECEIPT_MEDIA_TYPES, type TDepositReceipt } from '@tessera/shared-contracts/api';
import { Button, FormError, StatusPill } from '@tessera/ui-kit';

/** No answer, or one that says nothing about the file: the member is told to try again. */
const UNKNOWN_OUTCOME = new Set<string>([CLIENT_ERROR_CODES.network, CLIENT_ERROR_CODES.invalidResponse, 'INTERNAL', 'REQUEST_TIMEOUT']);

export interface ReceiptUploadProps {
  orderNo: string;
  /** Sends the file; rejects with the API's error. */
  onUpload(orderNo: string, file: File): Promise<TDepositReceipt>;
}

/**
 * The bank's receipt for a pending transfer, so the operator can match the money that arrived.
 * The file is checked here (png/jpg, ≤5MB) before it is sent; the API checks it again by its bytes.
 * A second upload replaces the first while the transfer waits for review.
 */
export function ReceiptUpload({ orderNo, onUpload }: ReceiptUploadProps) {
  const t = useT('wallet');
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<TDepositReceipt | null>(null);
  // A new key empties the file input once its file is sent (a file input cannot be set to a value).
  const [inputKey, setInputKey] = useState(0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!file) return setError(t('receipt.required'));
    if (!(DEPOSIT_RECEIPT_MEDIA_TYPES as readonly string[]).includes(file.type)) return setError(t('receipt.type'));
    if (file.size > DEPOSIT_RECEIPT_MAX_BYTES) return setError(t('receipt.size'));
    setError(null);
    setSending(true);
    try {
      setSent(await onUpload(orderNo, file));
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (err) {
      // The API's own words for its refusals; a lost answer says so (tapping again replaces, never duplicates).
      setError(isApiError(err) && !UNKNOWN_OUTCOME.has(err.code) ? err.message : t('receipt.failed'));
    } finally {
      setSending(false);
    }
  };

  const status = sending ? 'UPLOADING' : sent ? 'SENT' : 'NONE';
  return (
    <form
      className="wl-receipt"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${inputId}-title`}
      data-testid="deposit-receipt"
      data-status={status}
    >
      <div className="wl-receipt__head">
        <h3 id={`${inputId}-title`} className="wl-receipt__title">
          {t('receipt.title')}
        </h3>
        <StatusPill tone={sent ? 'success' : sending ? 'info' : 'neutral'}>{t(`receipt.status.${status}`)}</StatusPill>
      </div>
      <p className="wl-muted">{t(sent ? 'receipt.sentNote' : 'receipt.note')}</p>
      <label htmlFor={inputId} className="wl-receipt__label">
        {t(sent ? 'receipt.replace' : 'receipt.file')}
      </label>
      <input
        key={inputKey}
        id={inputId}
        className="wl-receipt__input"
        type="file"
        name="receipt"
        accept="image/png,image/jpeg"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setError(null);
        }}
      />
      <span className="wl-muted wl-receipt__hint">{t('receipt.hint')}</span>
      {error && <FormError id={errorId}>{error}</FormError>}
      <Button type="submit" variant={sent ? 'secondary' : 'primary'} block loading={sending}>
        {t(sent ? 'receipt.submitAgain' : 'receipt.submit')}
      </Button>
    </form>
  );
}
