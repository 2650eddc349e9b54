export { loadSanitiser, sanitizePng, sanitizeSvg } from './assets';
export { brandInfo, themeCssUrl } from './brand';
export { contrastRatio, themeCss } from './contrast';
export { checkRegistration, registrationProblems, tabDemands, tabShows } from './registrationCheck';
export { createMerchantSetup, merchantSetup, undoLastChange, updateSetup, uploadAsset } from './setup';
