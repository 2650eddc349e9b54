export { useHeadIcon, usePersonalInfo } from './api';
export { HeadIconPicker } from './HeadIconPicker';
export { PopularAnnouncements } from './PopularAnnouncements';
export { ProfileForm } from './ProfileForm';
export { RecentGames } from './RecentGames';
export { ResetPinChooser } from './ResetPinChooser';
export { ThirdPartyRecords } from './ThirdPartyRecords';
export { VerifyQuestionsDialog } from './VerifyQuestionsDialog';
export { selfEn, selfPt, selfPtBR } from './locales';
