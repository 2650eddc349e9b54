import { TEXT_LIMITS } from '@tessera/contract';
import { useT, useToast } from '@tessera/platform-sdk';
import type { TPromotion } from '@tessera/contract/api';
import { useState } from 'react';
import { useApplyPromotion } from './api';
import { commentError, imageError, type TApplyError } from './validation';

/** Statuses whose promotion takes an application from this member (the API refuses the others). */
export const APPLICABLE = ['joining', 'applying'] as const;
export const canApply = (p: TPromotion) => (APPLICABLE as readonly string[]).includes(p.status);

/** The apply form: comment, up to 3 images, client checks (spec §5), sending, the API's refusal in words. */
export function useApplyForm(promotion: TPromotion | null, onDone: () => void) {
  const toast = useToast();
  const t = useT('home');
  const apply = useApplyPromotion();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [fileError, setFileError] = useState<TApplyError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // The share of the upload sent (0..1) while the application goes, null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  const commentProblem = commentError(comment);

  const addFiles = (files: readonly File[]) => {
    let next = images;
    let problem: TApplyError | null = null;
    for (const file of files) {
      const error = imageError(file, next.length);
      if (error) problem ??= error;
      else next = [...next, file];
    }
    setImages(next);
    setFileError(problem);
  };

  const removeImage = (index: number) => {
    setImages((list) => list.filter((_, i) => i !== index));
    setFileError(null);
  };

  const reset = () => {
    setComment('');
    setImages([]);
    setFileError(null);
    setServerError(null);
    setTouched(false);
    apply.reset();
  };

  const submit = async () => {
    setTouched(true);
    if (!promotion || commentProblem) return false;
    setServerError(null);
    setProgress(0);
    // A late report (the adapter's last throttled one) must not bring the bar back once the answer is in.
    let live = true;
    try {
      await apply.call(
        { params: { id: String(promotion.id) }, form: { comment: comment.trim(), images } },
        { onUploadProgress: (p) => live && setProgress((before) => p.fraction ?? before) },
      );
      toast.show('success', t('activity.applied'));
      reset();
      onDone();
      return true;
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      live = false;
      setProgress(null);
    }
  };

  return {
    comment,
    setComment,
    commentLength: [...comment].length,
    commentMax: TEXT_LIMITS.comment,
    commentError: touched || commentProblem ? commentProblem : null,
    images,
    addFiles,
    removeImage,
    fileError,
    serverError,
    sending: apply.isPending,
    /** 0..1 while sending (0 until the first report), null otherwise. */
    progress,
    submit,
    reset,
  };
}
