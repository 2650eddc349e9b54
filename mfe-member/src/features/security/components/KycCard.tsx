import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MEDIA_TYPES, KYC_DOCUMENT_TYPES, submitKyc, type TKycDocumentType, type TKycState } from '@tessera/contract/api';
import { useFormat, useT, type TCallOptions } from '@tessera/platform-sdk';
import { useForm } from '@tessera/platform-sdk/forms';
import { Button, Card, FileField, FormError, SelectField, StatusPill, useFileUpload, type TStatusTone } from '@tessera/ui-kit';
import type { FormEvent } from 'react';

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
  const upload = useFileUpload({ required: t('kyc.fileRequired'), type: t('kyc.fileType'), size: t('kyc.fileSize') });
  // The file is checked as it is picked (useFileUpload); the form shows the API's refusals: of the
  // file on its field (the descriptor's fieldErrors), the others above the button.
  const {
    formRef,
    field,
    values,
    errors,
    setError,
    formError,
    submit: submitForm,
  } = useForm<'documentType' | 'document'>(submitKyc, { initial: { documentType: 'ID_CARD', document: '' } });
  const documentType = values.documentType as TKycDocumentType;
  const canUpload = state.status === 'NONE' || state.status === 'REJECTED';
  const label = upload.sending ? t('kyc.status.UPLOADING') : t(`kyc.status.${state.status}`);

  const submit = (e: FormEvent) =>
    void submitForm(() => upload.send((file, onProgress) => onSubmit(documentType, file, { onUploadProgress: (p) => onProgress(p.fraction) })), e);

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
        <form ref={formRef} className="mb-filters" onSubmit={submit} noValidate>
          <SelectField
            {...field('documentType')}
            label={t('kyc.documentType')}
            options={KYC_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`kyc.doc.${d}`) }))}
          />
          <FileField
            {...upload.field}
            error={upload.field.error ?? errors.document}
            onFileChange={(file, problem) => {
              setError('document', null);
              upload.field.onFileChange(file, problem);
            }}
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
          <FormError>{formError}</FormError>
          <Button type="submit" block loading={upload.sending}>
            {t('kyc.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
