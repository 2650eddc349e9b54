export { useClaimRebate, useClaimReward, useRebateHistory, useRebateQuote, useRewardCenter } from './api';
export { REWARD_STATUS_VIEW, useRebateClaimFlow, useRewardClaimFlow } from './hooks';
export { RebateCard, type RebateCardProps } from './components/RebateCard';
export { RebateHistory } from './components/RebateHistory';
export { RewardList, type RewardListProps } from './components/RewardList';
