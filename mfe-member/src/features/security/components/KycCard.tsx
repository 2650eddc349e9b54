import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MEDIA_TYPES, KYC_DOCUMENT_TYPES, type TKycDocumentType, type TKycState } from '@tessera/shared-contracts/api';
import { usePlatform, useT, type TCallOptions } from '@tessera/shared-contracts';
import { Button, Card, FileField, FormError, SelectField, StatusPill, type TFileProblem, type TStatusTone } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';

const TONES: Record<TKycState['status'], TStatusTone> = { NONE: 'neutral', PENDING: 'warning', VERIFIED: 'success', REJECTED: 'danger' };
const PROBLEM_KEYS: Record<TFileProblem, string> = { type: 'kyc.fileType', size: 'kyc.fileSize' };

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
  const { format } = usePlatform();
  const [documentType, setDocumentType] = useState<TKycDocumentType>('ID_CARD');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TFileProblem | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The share sent while uploading (0..1), null when not sending.
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;
  const canUpload = state.status === 'NONE' || state.status === 'REJECTED';
  const label = sending ? t('kyc.status.UPLOADING') : t(`kyc.status.${state.status}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!file) return setFileError(t('kyc.fileRequired'));
    if (problem) return setFileError(t(PROBLEM_KEYS[problem]));
    setFileError(null);
    setError(null);
    setProgress(0);
    // A late progress report (the adapter's last throttled one) must not bring the bar back.
    let live = true;
    try {
      await onSubmit(documentType, file, { onUploadProgress: (p) => live && setProgress((before) => p.fraction ?? before) });
      setFile(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      live = false;
      setProgress(null);
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
          <FileField
            label={t('kyc.file')}
            hint={t('kyc.fileHint')}
            error={fileError}
            name="document"
            file={file}
            types={KYC_DOCUMENT_MEDIA_TYPES}
            maxBytes={KYC_DOCUMENT_MAX_BYTES}
            onFileChange={(picked, why) => {
              setFile(picked);
              setProblem(why);
              setFileError(why ? t(PROBLEM_KEYS[why]) : null);
              setError(null);
            }}
            chooseLabel={t('kyc.choose')}
            changeLabel={t('kyc.change')}
            emptyLabel={t('kyc.noFile')}
            progress={progress}
            progressText={format.percent(progress)}
            progressLabel={t('kyc.progress')}
            disabled={sending}
          />
          {error && <FormError>{error}</FormError>}
          <Button type="submit" block loading={sending}>
            {t('kyc.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
