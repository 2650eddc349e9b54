import { FIELD_RULES, isApiErrorOf } from '@tessera/contract';
import { setSecurityQuestions, type securityQuestions, type TEndpointOutput } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { useForm, type TFieldMessage } from '@tessera/platform-sdk/forms';
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
          <p className="mb-note">{t('questions.intro', { count: data.required })}</p>
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
  const q = (i: number) => `question${i + 1}`;
  const a = (i: number) => `answer${i + 1}`;
  // A change starts from the questions already chosen: most members only want new answers.
  const {
    formRef,
    field,
    values,
    setError,
    formError,
    submit: submitForm,
  } = useForm<string>(setSecurityQuestions, {
    initial: Object.fromEntries(
      slots.flatMap((i) => [
        [q(i), data.selected[i] === undefined ? '' : String(data.selected[i])],
        [a(i), ''],
      ]),
    ),
    // Each answer follows the securityAnswer rule (its length is the API's).
    rules: Object.fromEntries(slots.map((i) => [a(i), 'securityAnswer' as const])),
    validate: (v) => {
      const found: Record<string, TFieldMessage | null> = {};
      for (const i of slots) {
        const id = v[q(i)] ?? '';
        const taken = slots.some((j) => j < i && v[q(j)] === id);
        found[q(i)] = id === '' ? { key: 'questions.chooseRule', ns: 'member' } : taken ? { key: 'questions.distinctRule', ns: 'member' } : null;
        found[a(i)] =
          normalise(v[a(i)] ?? '') === '' ? { key: 'questions.answerRule', ns: 'member', options: { max: FIELD_RULES.securityAnswer.maxLength } } : null;
      }
      return found;
    },
  });
  const [sending, setSending] = useState(false);

  const submit = (e: FormEvent) =>
    void submitForm(async (v) => {
      setSending(true);
      try {
        await onSave(slots.map((i) => ({ questionId: Number(v[q(i)]), answer: normalise(v[a(i)] ?? '') })));
      } catch (err) {
        // An answer the API refuses is an item of the list: `value.index` says which line.
        const index =
          isApiErrorOf(err, setSecurityQuestions) && err.code === 'SECURITY_ANSWER_INVALID' ? (err.value as { index?: unknown } | null)?.index : undefined;
        if (typeof index !== 'number') throw err;
        setError(a(index), { text: (err as Error).message });
      } finally {
        setSending(false);
      }
    }, e);

  return (
    <form ref={formRef} className="mb-filters" onSubmit={submit} noValidate data-testid="security-questions-form">
      {slots.map((i) => (
        <fieldset key={i} className="mb-questions__item">
          <legend>{t('questions.number', { n: i + 1 })}</legend>
          <SelectField
            {...field(q(i))}
            label={t('questions.question')}
            placeholder={t('questions.choose')}
            // A question chosen in another slot cannot be chosen twice (the API refuses it).
            options={data.list.map((x) => ({
              value: String(x.id),
              label: question(x.id),
              disabled: slots.some((j) => j !== i && values[q(j)] === String(x.id)),
            }))}
          />
          <TextField {...field(a(i))} label={t('questions.answer')} autoComplete="off" />
        </fieldset>
      ))}
      <p className="mb-note mb-cards__holder">{t('questions.hint')}</p>
      <FormError>{formError}</FormError>
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
