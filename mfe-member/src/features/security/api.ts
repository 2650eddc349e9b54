import {
  bindEmail,
  bindPayeeName,
  kycStatus,
  personalInfo,
  resetPaymentPassword,
  securityConfig,
  sendPaymentPasswordResetCode,
  setPaymentPassword,
  submitKyc,
} from '@tessera/shared-contracts/api';
import { useApiMutation, useApiQuery } from '@tessera/shared-contracts/data';

/** What is set and bound (payment password, cards, payee name, e-mail, mobile, questions). */
export function useSecurityConfig() {
  return useApiQuery(securityConfig, {});
}

export function useKycStatus() {
  return useApiQuery(kycStatus, {});
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
  };
}
