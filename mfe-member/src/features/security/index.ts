export { useKycStatus, useSecurityConfig } from './api';
export { useSecurityFlows } from './hooks';
export { KycCard, type KycCardProps } from './components/KycCard';
export { SecurityList, type SecurityListProps } from './components/SecurityList';
