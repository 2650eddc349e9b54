import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MEDIA_TYPES, KYC_DOCUMENT_TYPES, type TKycDocumentType, type TKycState } from '@tessera/contract/api';
import { useFormat, useT, type TCallOptions } from '@tessera/platform-sdk';
import { Button, Card, FileField, FormError, SelectField, StatusPill, useFileUpload, type TStatusTone } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';

const TONES: Record<TKycState['status'], TStatusTone> = { NONE: 'neutral', PENDING: 'warning', VERIFIED: 'success', REJECTED: 'danger' };

export interface KycCardProps {
  state: TKycState;
  /** Sends the document (the options carry the upload's progress); rejects with the API's error. */
  onSubmit: (documentType: TKycDocumentType, file: File, options: TCallOptions) => Promise<unknown>;
}

/**
 * Identity verification (spec §3 labels: uploading, under review, verified): the state, and the
 * upload while there is nothing under review and the member is not verified. The file is checked
 * as it is picked (png/jpg, ≤5MB; FileField) and again before it is sent; the API checks it again
 * by its bytes. While it goes, the field shows how much has been sent.
 */
export function KycCard({ state, onSubmit }: KycCardProps) {
  const t = useT('member');
  const format = useFormat();
  const [documentType, setDocumentType] = useState<TKycDocumentType>('ID_CARD');
  const upload = useFileUpload({ required: t('kyc.fileRequired'), type: t('kyc.fileType'), size: t('kyc.fileSize') });
  const [error, setError] = useState<string | null>(null);
  const canUpload = state.status === 'NONE' || state.status === 'REJECTED';
  const label = upload.sending ? t('kyc.status.UPLOADING') : t(`kyc.status.${state.status}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await upload.send((file, onProgress) => onSubmit(documentType, file, { onUploadProgress: (p) => onProgress(p.fraction) }));
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Card as="section" aria-labelledby="mb-kyc-title" data-testid="kyc" data-status={upload.sending ? 'UPLOADING' : state.status}>
      <div className="mb-kyc__head">
        <h2 className="mb-menu__title" id="mb-kyc-title">
          {t('kyc.title')}
        </h2>
        <StatusPill tone={upload.sending ? 'info' : TONES[state.status]}>{label}</StatusPill>
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
          <FileField
            {...upload.field}
            label={t('kyc.file')}
            hint={t('kyc.fileHint')}
            name="document"
            types={KYC_DOCUMENT_MEDIA_TYPES}
            maxBytes={KYC_DOCUMENT_MAX_BYTES}
            chooseLabel={t('kyc.choose')}
            changeLabel={t('kyc.change')}
            emptyLabel={t('kyc.noFile')}
            progressText={format.percent(upload.progress)}
            progressLabel={t('kyc.progress')}
          />
          {error && <FormError>{error}</FormError>}
          <Button type="submit" block loading={upload.sending}>
            {t('kyc.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
