// The accounts room's door: members, sessions, login (password, SMS), registration, captcha,
// SMS codes, trial accounts and the login key ring.
export { createCaptcha, verifyCaptcha } from './captcha';
export type { TAccountsContext, TClientMeta } from './context';
export { COUNTRIES, defaultCountry } from './countries';
export { DEVICE_COOKIE, DEVICE_PROOF_MAX_AGE_SECONDS, findDeviceProof, issueDeviceProof, type TProofCookies } from './deviceProof';
export { HEAD_ICONS, isHeadIcon } from './headIcons';
export { createHumanCheck, verifyHumanCheck } from './humanCheck';
export { LoginKeyRing } from './keys';
export { grantSession, isProvenDevice, loginWithPassword, loginWithSms, type TLoginResult } from './login';
export { checkRule, emailTaken, findMemberById, findMemberByUsername, memberInfoOf, normalizeUsername, parseMobile, usernameTaken } from './members';
export { changePassword, forgetPassword } from './passwords';
export { checkResetLink, listEmailOutbox, requestResetEmail, resetLinkOrigin, resetWithLink } from './emailRecovery';
export { createDownline, FIRST_PASSWORD_CALLS, setFirstPassword } from './firstPassword';
export { bindEmail, personalInfo, updateNickname } from './profile';
export { affiliateOwner, registerMember } from './registration';
export { registrationConfig } from './registrationConfig';
export { issueRememberToken, REMEMBER_COOKIE, REMEMBER_MAX_AGE_SECONDS, revokeRememberToken, spendRememberToken } from './remember';
export { resolveSession, revokeSession, tokenHash, type TAuthMember } from './sessions';
export { listOutbox, verifySmsCode } from './sms';
export { checkOwnMobile, requestSmsCode } from './smsRequest';
export { createTrialMember, testPlayLogin } from './trial';
export { loginWithPhoneToken, phoneVerificationConfig, savePhoneVerification, verifyPhoneToken } from './phoneToken';
export { completeSocialLogin, finishSocialSignup, listProviders, saveProvider, SOCIAL_COOKIE, startSocialLogin } from './social';
