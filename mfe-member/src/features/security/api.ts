import {
  addBankCard,
  bankCards,
  bankList,
  bindEmail,
  deleteBankCard,
  bindPayeeName,
  kycStatus,
  personalInfo,
  resetPaymentPassword,
  securityConfig,
  securityQuestions,
  sendPaymentPasswordResetCode,
  setPaymentPassword,
  setSecurityQuestions,
  submitKyc,
} from '@tessera/contract/api';
import { useApiMutation, useApiQuery } from '@tessera/platform-sdk/data';

/** What is set and bound (payment password, cards, payee name, e-mail, mobile, questions). */
export function useSecurityConfig() {
  return useApiQuery(securityConfig, {});
}

export function useKycStatus() {
  return useApiQuery(kycStatus, {});
}

/** The member's bound cards (masked) and how many may be bound. */
export function useBankCards() {
  return useApiQuery(bankCards, {});
}

/** Banks a card can be bound for; only asked for while the add form is open. */
export function useBankList(enabled: boolean) {
  return useApiQuery(bankList, {}, { enabled, staleTime: 5 * 60_000 });
}

/** The question catalogue and which ones the member answered (never the answers). */
export function useSecurityQuestions() {
  return useApiQuery(securityQuestions, {});
}

export function useSecurityActions() {
  const refresh = [securityConfig, personalInfo];
  return {
    setPaymentPassword: useApiMutation(setPaymentPassword, { invalidates: refresh }),
    sendResetCode: useApiMutation(sendPaymentPasswordResetCode),
    resetPaymentPassword: useApiMutation(resetPaymentPassword, { invalidates: refresh }),
    bindEmail: useApiMutation(bindEmail, { invalidates: refresh }),
    bindPayeeName: useApiMutation(bindPayeeName, { invalidates: refresh }),
    submitKyc: useApiMutation(submitKyc, { invalidates: [kycStatus] }),
    // The withdrawal screen (mfe-wallet) reads the same cards: one shared cache, so it follows.
    addBankCard: useApiMutation(addBankCard, { invalidates: [bankCards, ...refresh] }),
    deleteBankCard: useApiMutation(deleteBankCard, { invalidates: [bankCards, ...refresh] }),
    setSecurityQuestions: useApiMutation(setSecurityQuestions, { invalidates: [securityQuestions, ...refresh] }),
  };
}
