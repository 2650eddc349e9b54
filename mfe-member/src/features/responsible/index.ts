export { ResponsibleGambling, useResponsibleGambling } from './ResponsibleGambling';
export { ResponsibleLink } from './ResponsibleLink';
export { rgCn, rgEn, rgPt, rgPtBR, rgUr } from './locales';
