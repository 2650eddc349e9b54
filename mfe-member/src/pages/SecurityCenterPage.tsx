import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { ListSkeleton } from '@tessera/ui-kit';
import {
  BankCards,
  KycCard,
  SecurityList,
  SecurityQuestions,
  useBankCards,
  useKycStatus,
  useSecurityConfig,
  useSecurityFlows,
  useSecurityQuestions,
} from '../features/security';
import { ResponsibleLink } from '../features/responsible';
import { ResetPinChooser, VerifyQuestionsDialog } from '../features/selfService';
import { useState } from 'react';
import '../member.css';

/** Brings a section into view and moves focus to its heading, so a screen reader lands there too. */
function reveal(id: string) {
  const heading = document.getElementById(id);
  heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  heading?.focus({ preventScroll: true });
}

/** /m/securityCenter: login and payment passwords, bank cards, payee name, e-mail, questions, and KYC. */
export default function SecurityCenterPage() {
  const t = useT('member');
  const config = useSecurityConfig();
  const cards = useBankCards();
  const questions = useSecurityQuestions();
  const kyc = useKycStatus();
  const flows = useSecurityFlows();
  // A member who set security questions may prove who they are with them for a PIN reset (issue 29).
  const [resetStep, setResetStep] = useState<'closed' | 'choose' | 'questions'>('closed');
  const questionsSet = (questions.data?.selected.length ?? 0) > 0;
  const myQuestions = (questions.data?.selected ?? []).map((id) => {
    const q = questions.data?.list.find((x) => x.id === id);
    return { id, text: q ? t(q.i18nKey) : String(id) };
  });
  const onReset = () => {
    // Both ways when both exist; the questions alone for a member without a mobile number.
    if (questionsSet) setResetStep(config.data?.mobileBound ? 'choose' : 'questions');
    else void flows.resetPaymentPassword();
  };
  return (
    <div className="mb-page">
      <PageTitle>{t('title.securityCenter')}</PageTitle>
      <QueryView query={config} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(c) => (
          <SecurityList
            config={c}
            onPaymentPassword={() => void flows.setPaymentPassword(c.paymentPasswordSet)}
            onResetPaymentPassword={onReset}
            onEmail={() => void flows.bindEmail()}
            onPayeeName={() => void flows.bindPayeeName()}
            onBankCards={() => reveal('mb-cards-title')}
            onQuestions={() => reveal('mb-questions-title')}
          />
        )}
      </QueryView>
      <QueryView query={cards} skeleton={<ListSkeleton rows={2} icon={false} label={t('common.loading')} />}>
        {(b) => (
          <BankCards
            cards={b.list}
            max={b.max}
            payeeName={config.data?.payeeName ?? null}
            paymentPasswordSet={config.data?.paymentPasswordSet ?? false}
            onAdd={(bankCode, cardNumber) => flows.addBankCard(bankCode, cardNumber)}
            onRemove={(card) => flows.removeBankCard(card)}
            onSetPayeeName={() => void flows.bindPayeeName()}
            onSetPaymentPassword={() => void flows.setPaymentPassword(config.data?.paymentPasswordSet ?? false)}
          />
        )}
      </QueryView>
      <QueryView query={questions} skeleton={<ListSkeleton rows={2} icon={false} label={t('common.loading')} />}>
        {(q) => <SecurityQuestions data={q} onSave={(answers) => flows.setSecurityQuestions(answers)} />}
      </QueryView>
      <QueryView query={kyc} skeleton={<ListSkeleton rows={2} icon={false} label={t('common.loading')} />}>
        {(k) => <KycCard state={k} onSubmit={(documentType, file, options) => flows.kyc.call({ form: { documentType, document: file } }, options)} />}
      </QueryView>
      <ResponsibleLink />
      <ResetPinChooser
        open={resetStep === 'choose'}
        onClose={() => setResetStep('closed')}
        onSms={() => {
          setResetStep('closed');
          void flows.resetPaymentPassword();
        }}
        onQuestions={() => setResetStep('questions')}
      />
      <VerifyQuestionsDialog
        open={resetStep === 'questions'}
        questions={myQuestions}
        onClose={() => setResetStep('closed')}
        onVerified={(proof) => {
          setResetStep('closed');
          void flows.resetPaymentPasswordWithProof(proof);
        }}
      />
    </div>
  );
}
