import { checkField, FIELD_RULES, PLATFORM_NS, type TFieldRuleName } from '@tessera/contract';
import { useDialog, useT, useToast } from '@tessera/platform-sdk';
import { useSecurityActions } from './api';

const PIN = FIELD_RULES.paymentPassword;

/**
 * The security center's actions as short dialogs (the platform's prompt: masked modes for
 * secrets, the check under the field): payment password set / change / reset by SMS, e-mail and
 * payee name. Each resolves true when something changed; refusals come back as a toast.
 */
export function useSecurityFlows() {
  const t = useT('member');
  const platformT = useT(PLATFORM_NS);
  const dialog = useDialog();
  const toast = useToast();
  const a = useSecurityActions();

  /** The prompt's check of a value by the field rule the API applies to it (contract FIELD_RULES), in the platform's words. */
  const rule = (name: TFieldRuleName) => (v: string) => {
    const key = checkField(name, v, { required: true });
    return key ? platformT(key) : null;
  };
  const fail = (e: unknown) => {
    toast.show('fail', (e as Error).message);
    return false;
  };
  const done = (key: string) => {
    toast.show('success', t(key));
    return true;
  };
  /** The login password, as the API's confirmation of who asks (any password the account may have: the currentPassword rule). */
  const loginPassword = (title: string) =>
    ({
      mode: 'loginPassword',
      title,
      message: t('security.loginPwMessage'),
      label: t('security.loginPw'),
      maxLength: FIELD_RULES.currentPassword.maxLength,
      validate: rule('currentPassword'),
    }) as const;
  const newPin = async () => {
    const first = await dialog.prompt({
      mode: 'secureText',
      title: t('security.payPwTitle'),
      message: t('security.payPwRule'),
      label: t('security.newPayPw'),
      inputMode: PIN.inputMode,
      maxLength: PIN.maxLength,
      validate: rule('paymentPassword'),
    });
    if (first === null) return null;
    const again = await dialog.prompt({
      mode: 'secureText',
      title: t('security.payPwTitle'),
      message: t('security.confirmPayPwMessage'),
      label: t('security.confirmPayPw'),
      inputMode: PIN.inputMode,
      maxLength: PIN.maxLength,
      validate: (v) => (v === first ? null : t('security.payPwMismatch')),
    });
    return again === null ? null : first;
  };

  return {
    async setPaymentPassword(isSet: boolean): Promise<boolean> {
      const proof = await dialog.prompt(
        isSet
          ? {
              mode: 'secureText',
              title: t('security.payPwTitle'),
              message: t('security.oldPayPwMessage'),
              label: t('security.oldPayPw'),
              inputMode: PIN.inputMode,
              maxLength: PIN.maxLength,
              validate: rule('paymentPassword'),
            }
          : loginPassword(t('security.payPwTitle')),
      );
      if (proof === null) return false;
      const pin = await newPin();
      if (pin === null) return false;
      try {
        await a.setPaymentPassword.call({
          body: isSet ? { oldPaymentPassword: proof, newPaymentPassword: pin } : { password: proof, newPaymentPassword: pin },
        });
        return done('security.payPwSaved');
      } catch (e) {
        return fail(e);
      }
    },
    async resetPaymentPassword(): Promise<boolean> {
      try {
        const sent = await a.sendResetCode.call({});
        const code = await dialog.prompt({
          mode: 'plainText',
          title: t('security.resetTitle'),
          message: t('security.codeSent', { mobile: sent.mobile }),
          label: t('security.code'),
          inputMode: FIELD_RULES.verificationCode.inputMode,
          maxLength: FIELD_RULES.verificationCode.maxLength,
          validate: rule('verificationCode'),
        });
        if (code === null) return false;
        const pin = await newPin();
        if (pin === null) return false;
        await a.resetPaymentPassword.call({ body: { verificationCode: code, newPaymentPassword: pin, confirmPaymentPassword: pin } });
        return done('security.payPwSaved');
      } catch (e) {
        return fail(e);
      }
    },
    /** The reset after the security questions were answered: the new PIN twice, sent with the API's proof (verifySecurityQuestions). */
    async resetPaymentPasswordWithProof(securityProof: string): Promise<boolean> {
      const pin = await newPin();
      if (pin === null) return false;
      try {
        await a.resetPaymentPassword.call({ body: { securityProof, newPaymentPassword: pin, confirmPaymentPassword: pin } });
        return done('security.payPwSaved');
      } catch (e) {
        return fail(e);
      }
    },
    async bindEmail(): Promise<boolean> {
      const email = await dialog.prompt({
        mode: 'plainText',
        title: t('security.emailTitle'),
        message: t('security.emailMessage'),
        label: t('security.email'),
        maxLength: FIELD_RULES.email.maxLength,
        validate: rule('email'),
      });
      if (email === null) return false;
      const password = await dialog.prompt(loginPassword(t('security.emailTitle')));
      if (password === null) return false;
      try {
        await a.bindEmail.call({ body: { email: email.trim(), password } });
        return done('security.emailSaved');
      } catch (e) {
        return fail(e);
      }
    },
    async bindPayeeName(): Promise<boolean> {
      const name = await dialog.prompt({
        mode: 'plainText',
        title: t('security.payeeTitle'),
        message: t('security.payeeMessage'),
        label: t('security.payeeRow'),
        maxLength: FIELD_RULES.name.maxLength,
        validate: rule('name'),
      });
      if (name === null) return false;
      const ok = await dialog.confirm({
        title: t('security.payeeTitle'),
        message: t('security.payeeConfirm', { name: name.trim() }),
        confirmLabel: t('common.confirm'),
        cancelLabel: t('common.cancel'),
      });
      if (!ok) return false;
      try {
        await a.bindPayeeName.call({ body: { payeeName: name.trim() } });
        return done('security.payeeSaved');
      } catch (e) {
        return fail(e);
      }
    },
    /**
     * Asks for the payment password (the PIN prompt removal uses: a card is where withdrawals go,
     * so the API wants it), then binds. Resolves false when the member cancels the prompt.
     */
    async addBankCard(bankCode: string, cardNumber: string): Promise<boolean> {
      const paymentPassword = await dialog.prompt({
        mode: 'secureText',
        title: t('cards.addTitle'),
        message: t('cards.addPayPw'),
        label: t('security.payPwRow'),
        inputMode: PIN.inputMode,
        maxLength: PIN.maxLength,
        validate: rule('paymentPassword'),
      });
      if (paymentPassword === null) return false;
      // Refusals come back to the form (under the number, or above the buttons), not as a toast.
      await a.addBankCard.call({ body: { bankCode, cardNumber, paymentPassword } });
      toast.show('success', t('cards.added'));
      return true;
    },
    async removeBankCard(card: { id: number; bankName: string; cardNumber: string }): Promise<boolean> {
      const sure = await dialog.confirm({
        title: t('cards.removeTitle'),
        message: t('cards.removeConfirm', { bank: card.bankName, card: card.cardNumber }),
        confirmLabel: t('cards.remove'),
        cancelLabel: t('common.keep'),
      });
      if (!sure) return false;
      const paymentPassword = await dialog.prompt({
        mode: 'secureText',
        title: t('cards.removeTitle'),
        message: t('cards.removePayPw'),
        label: t('security.payPwRow'),
        inputMode: PIN.inputMode,
        maxLength: PIN.maxLength,
        validate: rule('paymentPassword'),
      });
      if (paymentPassword === null) return false;
      try {
        await a.deleteBankCard.call({ params: { id: String(card.id) }, body: { paymentPassword } });
        return done('cards.removed');
      } catch (e) {
        return fail(e);
      }
    },
    /** Asks for the login password (the API's confirmation of who is changing them), then saves. */
    async setSecurityQuestions(answers: { questionId: number; answer: string }[]): Promise<boolean> {
      const password = await dialog.prompt(loginPassword(t('questions.title')));
      if (password === null) return false;
      await a.setSecurityQuestions.call({ body: { answers, password } });
      return done('questions.saved');
    },
    kyc: a.submitKyc,
  };
}
