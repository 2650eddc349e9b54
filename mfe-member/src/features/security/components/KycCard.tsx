import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MEDIA_TYPES, KYC_DOCUMENT_TYPES, type TKycDocumentType, type TKycState } from '@tessera/shared-contracts/api';
import { useT } from '@tessera/shared-contracts';
import { Button, Card, FormError, SelectField, StatusPill, type TStatusTone } from '@tessera/ui-kit';
import { useId, useState, type FormEvent } from 'react';

const TONES: Record<TKycState['status'], TStatusTone> = { NONE: 'neutral', PENDING: 'warning', VERIFIED: 'success', REJECTED: 'danger' };

export interface KycCardProps {
  state: TKycState;
  /** Sends the document; rejects with the API's error. */
  onSubmit: (documentType: TKycDocumentType, file: File) => Promise<unknown>;
}

/**
 * Identity verification (spec §3 labels: uploading, under review, verified): the state, and the
 * upload while there is nothing under review and the member is not verified. The file is checked
 * here (png/jpg, ≤5MB) before it is sent; the API checks it again by its bytes.
 */
export function KycCard({ state, onSubmit }: KycCardProps) {
  const t = useT('member');
  const fileId = useId();
  const errorId = useId();
  const [documentType, setDocumentType] = useState<TKycDocumentType>('ID_CARD');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const canUpload = state.status === 'NONE' || state.status === 'REJECTED';
  const label = sending ? t('kyc.status.UPLOADING') : t(`kyc.status.${state.status}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(t('kyc.fileRequired'));
    if (!(KYC_DOCUMENT_MEDIA_TYPES as readonly string[]).includes(file.type)) return setError(t('kyc.fileType'));
    if (file.size > KYC_DOCUMENT_MAX_BYTES) return setError(t('kyc.fileSize'));
    setError(null);
    setSending(true);
    try {
      await onSubmit(documentType, file);
      setFile(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="mb-kyc-title" data-testid="kyc" data-status={sending ? 'UPLOADING' : state.status}>
      <div className="mb-kyc__head">
        <h2 className="mb-menu__title" id="mb-kyc-title">
          {t('kyc.title')}
        </h2>
        <StatusPill tone={sending ? 'info' : TONES[state.status]}>{label}</StatusPill>
      </div>
      {state.status === 'PENDING' && <p className="mb-note">{t('kyc.pendingNote')}</p>}
      {state.status === 'VERIFIED' && <p className="mb-note">{t('kyc.verifiedNote', { document: t(`kyc.doc.${state.documentType ?? 'ID_CARD'}`) })}</p>}
      {state.status === 'REJECTED' && <p className="mb-note">{t('kyc.rejectedNote', { reason: state.reason ?? '' })}</p>}
      {canUpload && (
        <form className="mb-filters" onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            label={t('kyc.documentType')}
            name="documentType"
            value={documentType}
            options={KYC_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`kyc.doc.${d}`) }))}
            onChange={(e) => setDocumentType(e.target.value as TKycDocumentType)}
          />
          <div className="mb-file">
            <label htmlFor={fileId}>{t('kyc.file')}</label>
            <input
              id={fileId}
              type="file"
              name="document"
              accept="image/png,image/jpeg"
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <span className="mb-record__meta">{t('kyc.fileHint')}</span>
          </div>
          {error && <FormError id={errorId}>{error}</FormError>}
          <Button type="submit" block loading={sending}>
            {t('kyc.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
