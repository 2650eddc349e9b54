import { SECURITY_ANSWER_MAX_LENGTH, type securityQuestions, type TEndpointOutput } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { Button, Card, FormError, SelectField, StatusPill, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import '../security.css';

type TQuestions = TEndpointOutput<typeof securityQuestions>;
export type TAnswer = { questionId: number; answer: string };

export interface SecurityQuestionsProps {
  data: TQuestions;
  /** Confirms with the member's password and saves; resolves false when the member cancelled, rejects with the API's error. */
  onSave: (answers: TAnswer[]) => Promise<boolean>;
}

/** What the API compares (trimmed, spaces collapsed): an answer of only spaces is no answer. */
const normalise = (v: string) => v.trim().replace(/\s+/g, ' ');

/**
 * Security questions: which ones are answered (never the answers), and the form that sets or
 * replaces all of them at once — `required` distinct questions of the catalogue, one answer each.
 */
export function SecurityQuestions({ data, onSave }: SecurityQuestionsProps) {
  const t = useT('member');
  const isSet = data.selected.length > 0;
  const [editing, setEditing] = useState(!isSet);
  const question = (id: number) => {
    const q = data.list.find((x) => x.id === id);
    return q ? t(q.i18nKey) : String(id);
  };
  return (
    <Card as="section" aria-labelledby="mb-questions-title" data-testid="security-questions" data-set={isSet}>
      <div className="mb-kyc__head">
        <h2 className="mb-menu__title mb-reveal" id="mb-questions-title" tabIndex={-1}>
          {t('questions.title')}
        </h2>
        <StatusPill tone={isSet ? 'success' : 'warning'}>{t(isSet ? 'security.set' : 'security.notSet')}</StatusPill>
      </div>
      {data.lockedUntil && <p className="mb-note">{t('questions.locked')}</p>}
      {isSet && !editing && (
        <div className="mb-questions__done">
          <ol className="mb-questions__chosen">
            {data.selected.map((id) => (
              <li key={id}>{question(id)}</li>
            ))}
          </ol>
          <Button variant="secondary" block onClick={() => setEditing(true)}>
            {t('questions.change')}
          </Button>
        </div>
      )}
      {editing && (
        <>
          <p className="mb-note">{t('questions.intro', { n: data.required })}</p>
          <QuestionsForm
            data={data}
            question={question}
            cancellable={isSet}
            onCancel={() => setEditing(false)}
            onSave={async (answers) => {
              if (await onSave(answers)) setEditing(false);
            }}
          />
        </>
      )}
    </Card>
  );
}

function QuestionsForm({
  data,
  question,
  cancellable,
  onCancel,
  onSave,
}: {
  data: TQuestions;
  question: (id: number) => string;
  cancellable: boolean;
  onCancel: () => void;
  onSave: (answers: TAnswer[]) => Promise<void>;
}) {
  const t = useT('member');
  const slots = Array.from({ length: data.required }, (_, i) => i);
  // A change starts from the questions already chosen: most members only want new answers.
  const [ids, setIds] = useState<string[]>(slots.map((i) => (data.selected[i] === undefined ? '' : String(data.selected[i]))));
  const [answers, setAnswers] = useState<string[]>(slots.map(() => ''));
  const [errors, setErrors] = useState<{ slots: ({ question?: string; answer?: string } | undefined)[]; form?: string }>({ slots: [] });
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const slotErrors = slots.map((i) => {
      const question = ids[i] === '' ? t('questions.chooseRule') : ids.indexOf(ids[i]!) !== i ? t('questions.distinctRule') : undefined;
      const answer = normalise(answers[i]!) === '' ? t('questions.answerRule', { max: SECURITY_ANSWER_MAX_LENGTH }) : undefined;
      return question || answer ? { question, answer } : undefined;
    });
    setErrors({ slots: slotErrors });
    if (slotErrors.some(Boolean)) return;
    setSending(true);
    try {
      await onSave(slots.map((i) => ({ questionId: Number(ids[i]), answer: normalise(answers[i]!) })));
    } catch (err) {
      setErrors({ slots: [], form: (err as Error).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="mb-filters" onSubmit={(e) => void submit(e)} noValidate data-testid="security-questions-form">
      {slots.map((i) => (
        <fieldset key={i} className="mb-questions__item">
          <legend>{t('questions.number', { n: i + 1 })}</legend>
          <SelectField
            label={t('questions.question')}
            name={`question${i + 1}`}
            value={ids[i]}
            placeholder={t('questions.choose')}
            // A question chosen in another slot cannot be chosen twice (the API refuses it).
            options={data.list.map((q) => ({ value: String(q.id), label: question(q.id), disabled: ids.some((v, j) => j !== i && v === String(q.id)) }))}
            error={errors.slots[i]?.question}
            onChange={(e) => setIds((prev) => prev.map((v, j) => (j === i ? e.target.value : v)))}
          />
          <TextField
            label={t('questions.answer')}
            name={`answer${i + 1}`}
            autoComplete="off"
            maxLength={SECURITY_ANSWER_MAX_LENGTH}
            value={answers[i]}
            error={errors.slots[i]?.answer}
            onChange={(e) => setAnswers((prev) => prev.map((v, j) => (j === i ? e.target.value : v)))}
          />
        </fieldset>
      ))}
      <p className="mb-note mb-cards__holder">{t('questions.hint')}</p>
      <FormError>{errors.form}</FormError>
      <div className={cancellable ? 'mb-cards__actions' : undefined}>
        {cancellable && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={sending}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" block={!cancellable} loading={sending}>
          {t('questions.save')}
        </Button>
      </div>
    </form>
  );
}
