export { usePromotions } from './api';
export { ApplyDialog } from './components/ApplyDialog';
export { PromotionCard } from './components/PromotionCard';
export { canApply, useApplyForm } from './hooks';
