import { isApiError, PATHS, withQuery } from '@tessera/contract';
import { countFeedbackWords, FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, sendFeedback, type TFeedbackCategory } from '@tessera/contract/api';
import { useNav, useSession, useT, useToast } from '@tessera/platform-sdk';
import { useApiMutation } from '@tessera/platform-sdk/data';
import { Button, FormError, SectionHeader, SelectField, SubmitBar } from '@tessera/ui-kit';
import { useId, useState, type FormEvent } from 'react';

/**
 * The help center's feedback form (docs/decisions/feedback.md): a category and a text of
 * FEEDBACK_LIMITS words, counted as the API counts them; the dictionary message when outside.
 * A visitor gets the way to log in and back; a trial player is refused as for member features.
 */
export function FeedbackForm() {
  const t = useT('home');
  const nav = useNav();
  const toast = useToast();
  const { isLoggedIn, requireRealMember } = useSession();
  const send = useApiMutation(sendFeedback);
  const [category, setCategory] = useState<TFeedbackCategory>('suggestion');
  const [content, setContent] = useState('');
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const ids = { content: useId(), msg: useId() };
  const words = countFeedbackWords(content);
  const outside = words < FEEDBACK_LIMITS.minWords || words > FEEDBACK_LIMITS.maxWords;
  const invalid = shown && outside;
  const limits = { min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords };

  if (!isLoggedIn) {
    return (
      <section className="home-feedback" data-testid="feedback">
        <SectionHeader title={t('help.feedback.title')} />
        <p className="home-apply-msg">{t('help.feedback.intro')}</p>
        <Button variant="secondary" block onClick={() => nav.navigate(withQuery(PATHS.login, { redirect: PATHS.help }))}>
          {t('help.feedback.login')}
        </Button>
      </section>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setServerError(null);
    if (outside || send.isPending) {
      if (outside) document.getElementById(ids.content)?.focus();
      return;
    }
    if (!requireRealMember({ returnTo: PATHS.help })) return;
    try {
      await send.call({ body: { category, content: content.trim() } });
      toast.show('success', t('help.feedback.sent'));
      setContent('');
      setShown(false);
    } catch (err) {
      setServerError(isApiError(err) && err.code === 'FEEDBACK_WORDS' ? t('help.feedback.limit', limits) : err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <section className="home-feedback" data-testid="feedback">
      <SectionHeader title={t('help.feedback.title')} />
      <p className="home-apply-msg">{t('help.feedback.intro')}</p>
      <form className="home-apply" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('help.feedback.title')}>
        <SelectField
          name="category"
          label={t('help.feedback.category')}
          value={category}
          onChange={(e) => setCategory(e.target.value as TFeedbackCategory)}
          options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`help.feedback.categories.${c}`) }))}
        />
        <div className="home-apply-field">
          <label htmlFor={ids.content} className="home-apply-label">
            {t('help.feedback.content')}
          </label>
          <textarea
            id={ids.content}
            name="content"
            className="home-apply-textarea"
            rows={5}
            maxLength={FEEDBACK_LIMITS.maxChars}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={ids.msg}
            disabled={send.isPending}
          />
          <p id={ids.msg} className={invalid ? 'home-apply-msg home-apply-msg--error' : 'home-apply-msg'} data-testid="feedback-count">
            {invalid ? t('help.feedback.limit', limits) : t('help.feedback.words', { used: words, max: FEEDBACK_LIMITS.maxWords })}
          </p>
        </div>
        <FormError>{serverError}</FormError>
        <SubmitBar label={t('help.feedback.send')} busy={send.isPending} data-testid="feedback-submit" />
      </form>
    </section>
  );
}
