import { FIELD_RULES, isApiError, PLATFORM_NS, checkField } from '@tessera/contract';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Button, Dialog, FormError, SubmitBar, TextField } from '@tessera/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useVerifySecurityQuestions } from './api';

export interface VerifyQuestionsDialogProps {
  open: boolean;
  /** The member's questions (ids from securityQuestions.selected), each with its translated text. */
  questions: readonly { id: number; text: string }[];
  /** The answers were right: the API's proof for the action that asked for it (once, a few minutes). */
  onVerified: (proof: string) => void;
  onClose: () => void;
}

/**
 * Answer the security questions to prove who you are (verifySecurityQuestions). The API claims each
 * attempt before it checks (no hint which answer was wrong): a wrong set says how many attempts are
 * left, the last one locks them until the time the API answers, and the form then stays closed.
 */
export function VerifyQuestionsDialog({ open, questions, onVerified, onClose }: VerifyQuestionsDialogProps) {
  const t = useT('member');
  const platformT = useT(PLATFORM_NS);
  const format = useFormat();
  const verify = useVerifySecurityQuestions();
  const formId = useId();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<string | null>(null);

  const close = () => {
    setAnswers({});
    setErrors({});
    setMessage(null);
    onClose();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<number, string> = {};
    for (const q of questions) {
      const key = checkField('securityAnswer', answers[q.id] ?? '', { required: true });
      if (key) found[q.id] = platformT(key);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setMessage(null);
    try {
      const answer = await verify.call({ body: { answers: questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? '' })) } });
      setAnswers({});
      onVerified(answer.securityProof);
    } catch (err) {
      if (isApiError(err) && err.code === 'SECURITY_ANSWERS_INCORRECT') {
        const left = (err.value as { remainingAttempts?: number } | null)?.remainingAttempts;
        setMessage(typeof left === 'number' ? t('self.attemptsLeft', { count: left }) : err.message);
      } else if (isApiError(err) && err.code === 'SECURITY_QUESTIONS_LOCKED') {
        const until = (err.value as { lockedUntil?: string } | null)?.lockedUntil ?? null;
        setLockedUntil(until);
        setMessage(until ? t('self.lockedUntil', { at: format.dateTime(until, 'record') }) : err.message);
      } else setMessage((err as Error).message);
    }
  };

  const locked = lockedUntil !== null && lockedUntil > new Date().toISOString();
  return (
    <Dialog
      open={open}
      title={t('self.verifyTitle')}
      onClose={close}
      closeLabel={t('common.close')}
      dismissible={false}
      data-testid="verify-questions"
      actions={
        <Button variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
      }
    >
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="mb-note">{t('self.verifyMessage')}</p>
        {questions.map((q) => (
          <TextField
            key={q.id}
            label={q.text}
            name={`answer-${q.id}`}
            autoComplete="off"
            maxLength={FIELD_RULES.securityAnswer.maxLength}
            value={answers[q.id] ?? ''}
            error={errors[q.id]}
            disabled={locked}
            onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
          />
        ))}
        <FormError data-testid="verify-questions-error">{message}</FormError>
        {!locked && <SubmitBar label={t('common.confirm')} busy={verify.isPending} />}
      </form>
    </Dialog>
  );
}
