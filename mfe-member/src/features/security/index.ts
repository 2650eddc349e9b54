export { useBankCards, useKycStatus, useSecurityConfig, useSecurityQuestions } from './api';
export { useSecurityFlows } from './hooks';
export { KycCard, type KycCardProps } from './components/KycCard';
export { SecurityList, type SecurityListProps } from './components/SecurityList';
export { BankCards, type BankCardsProps, type TBankCard } from './components/BankCards';
export { SecurityQuestions, type SecurityQuestionsProps } from './components/SecurityQuestions';
