export { ResponsibleGambling, useResponsibleGambling } from './ResponsibleGambling';
export { ResponsibleLink } from './ResponsibleLink';
export { rgEn, rgPt, rgPtBR } from './locales';
