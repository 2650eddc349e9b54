export { fundsSummary, type TFundsMember } from './funds';
export { audienceOf, buildMenu, GUEST, menuVariant, type TMenuAudience } from './menu';
