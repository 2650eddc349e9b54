export { useReferralInfo } from './api';
export { inviteLink, useShare } from './hooks';
export { InviteCard, type InviteCardProps } from './components/InviteCard';
