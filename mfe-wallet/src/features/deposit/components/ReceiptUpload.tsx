import { useId, useState, type FormEvent } from 'react';
import { CLIENT_ERROR_CODES, isApiError, usePlatform, useT, type TCallOptions } from '@tessera/shared-contracts';
import { DEPOSIT_RECEIPT_MAX_BYTES, DEPOSIT_RECEIPT_MEDIA_TYPES, type TDepositReceipt } from '@tessera/shared-contracts/api';
import { Button, FileField, FormError, StatusPill, type TFileProblem } from '@tessera/ui-kit';

/** No answer, or one that says nothing about the file: the member is told to try again. */
const UNKNOWN_OUTCOME = new Set<string>([CLIENT_ERROR_CODES.network, CLIENT_ERROR_CODES.invalidResponse, 'INTERNAL', 'REQUEST_TIMEOUT']);
const PROBLEM_KEYS: Record<TFileProblem, string> = { type: 'receipt.type', size: 'receipt.size' };

export interface ReceiptUploadProps {
  orderNo: string;
  /** Sends the file (the options carry the upload's progress); rejects with the API's error. */
  onUpload(orderNo: string, file: File, options: TCallOptions): Promise<TDepositReceipt>;
}

/**
 * The bank's receipt for a pending transfer, so the operator can match the money that arrived.
 * The file is checked as it is picked (png/jpg, ≤5MB; FileField) and again before it is sent; the
 * API checks it again by its bytes. While it goes, the field shows how much has been sent. A second
 * upload replaces the first while the transfer waits for review.
 */
export function ReceiptUpload({ orderNo, onUpload }: ReceiptUploadProps) {
  const t = useT('wallet');
  const { format } = usePlatform();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TFileProblem | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The share sent while uploading (0..1), null when not sending.
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<TDepositReceipt | null>(null);
  const sending = progress !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!file) return setFileError(t('receipt.required'));
    if (problem) return setFileError(t(PROBLEM_KEYS[problem]));
    setFileError(null);
    setError(null);
    setProgress(0);
    // A late progress report (the adapter's last throttled one) must not bring the bar back.
    let live = true;
    try {
      setSent(await onUpload(orderNo, file, { onUploadProgress: (p) => live && setProgress((before) => p.fraction ?? before) }));
      // Emptied once sent (FileField empties its input for a null file).
      setFile(null);
    } catch (err) {
      // The API's own words for its refusals; a lost answer says so (tapping again replaces, never duplicates).
      setError(isApiError(err) && !UNKNOWN_OUTCOME.has(err.code) ? err.message : t('receipt.failed'));
    } finally {
      live = false;
      setProgress(null);
    }
  };

  const status = sending ? 'UPLOADING' : sent ? 'SENT' : 'NONE';
  return (
    <form className="wl-receipt" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId} data-testid="deposit-receipt" data-status={status}>
      <div className="wl-receipt__head">
        <h3 id={titleId} className="wl-receipt__title">
          {t('receipt.title')}
        </h3>
        <StatusPill tone={sent ? 'success' : sending ? 'info' : 'neutral'}>{t(`receipt.status.${status}`)}</StatusPill>
      </div>
      <p className="wl-muted">{t(sent ? 'receipt.sentNote' : 'receipt.note')}</p>
      <FileField
        label={t(sent ? 'receipt.replace' : 'receipt.file')}
        hint={t('receipt.hint')}
        error={fileError}
        name="receipt"
        file={file}
        types={DEPOSIT_RECEIPT_MEDIA_TYPES}
        maxBytes={DEPOSIT_RECEIPT_MAX_BYTES}
        onFileChange={(picked, why) => {
          setFile(picked);
          setProblem(why);
          setFileError(why ? t(PROBLEM_KEYS[why]) : null);
          setError(null);
        }}
        chooseLabel={t('receipt.choose')}
        changeLabel={t('receipt.change')}
        emptyLabel={t('receipt.noFile')}
        progress={progress}
        progressText={format.percent(progress)}
        progressLabel={t('receipt.progress')}
        disabled={sending}
      />
      {error && <FormError>{error}</FormError>}
      <Button type="submit" variant={sent ? 'secondary' : 'primary'} block loading={sending}>
        {t(sent ? 'receipt.submitAgain' : 'receipt.submit')}
      </Button>
    </form>
  );
}
