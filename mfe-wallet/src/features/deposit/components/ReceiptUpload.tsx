import { useId, useState, type FormEvent } from 'react';
import { useFormat, useT, type TCallOptions } from '@tessera/platform-sdk';
import { DEPOSIT_RECEIPT_MAX_BYTES, DEPOSIT_RECEIPT_MEDIA_TYPES, type TDepositReceipt } from '@tessera/contract/api';
import { Button, FileField, FormError, StatusPill, useFileUpload } from '@tessera/ui-kit';
import { refusalMessage } from '../../../lib/outcome';

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
  const format = useFormat();
  const titleId = useId();
  const upload = useFileUpload({ required: t('receipt.required'), type: t('receipt.type'), size: t('receipt.size') });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<TDepositReceipt | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const receipt = await upload.send((file, onProgress) => onUpload(orderNo, file, { onUploadProgress: (p) => onProgress(p.fraction) }));
      if (receipt) setSent(receipt);
    } catch (err) {
      // The API's own words for its refusals; a lost answer says so (tapping again replaces, never duplicates).
      setError(refusalMessage(err) ?? t('receipt.failed'));
    }
  };

  const status = upload.sending ? 'UPLOADING' : sent ? 'SENT' : 'NONE';
  return (
    <form className="wl-receipt" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId} data-testid="deposit-receipt" data-status={status}>
      <div className="wl-receipt__head">
        <h3 id={titleId} className="wl-receipt__title">
          {t('receipt.title')}
        </h3>
        <StatusPill tone={sent ? 'success' : upload.sending ? 'info' : 'neutral'}>{t(`receipt.status.${status}`)}</StatusPill>
      </div>
      <p className="tk-muted">{t(sent ? 'receipt.sentNote' : 'receipt.note')}</p>
      {/* Emptied once sent (the upload drops its file; FileField empties its input). */}
      <FileField
        {...upload.field}
        label={t(sent ? 'receipt.replace' : 'receipt.file')}
        hint={t('receipt.hint')}
        name="receipt"
        types={DEPOSIT_RECEIPT_MEDIA_TYPES}
        maxBytes={DEPOSIT_RECEIPT_MAX_BYTES}
        chooseLabel={t('receipt.choose')}
        changeLabel={t('receipt.change')}
        emptyLabel={t('receipt.noFile')}
        progressText={format.percent(upload.progress)}
        progressLabel={t('receipt.progress')}
      />
      {error && <FormError>{error}</FormError>}
      <Button type="submit" variant={sent ? 'secondary' : 'primary'} block loading={upload.sending}>
        {t(sent ? 'receipt.submitAgain' : 'receipt.submit')}
      </Button>
    </form>
  );
}
