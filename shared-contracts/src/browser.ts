// The browser door of @tessera/contract: the shared singleton every app loads first.
// Types, constants, rules, money and small helpers — no zod (schemas live in
// '@tessera/contract/schemas' and the descriptors in '@tessera/contract/api'; Node and tests get
// the schemas from the full entry, index.ts). Every export is named: the public surface is this
// list, and contract.api.md records it (npm test fails when it changes without that file).
export {
  AGENT_ACCOUNT_TYPE,
  AGES,
  BADGE_CAP,
  badgeText,
  BANNER_GROUPS,
  CANARY_ROLLBACK,
  compareRemoteNames,
  COMPLETE_LANGUAGES,
  CONTENT_TYPES,
  COPYRIGHT_YEAR,
  DEBOUNCE_MS,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  DOWNLOAD_RESOURCE_TYPES,
  ESPORTS_GAME_CODES,
  FLAG_KEYS,
  GAME_CATEGORIES,
  GATEWAY_CODES,
  HOME_PATH,
  isRemoteName,
  INFINITE_SCROLL,
  JACKPOT,
  LANGUAGES,
  LOGIN_PATH,
  LOTTERY_LOBBY_VENDORS,
  LOTTERY_VENDORS,
  MENU_PERMISSION_KEYS,
  MODULE,
  MODULE_IDS,
  NON_AGENT_TYPES,
  PAGE_SIZES,
  PLATFORM_VERSION,
  PLAY_TYPES,
  PRIZE_MODES,
  PROMOTION_STATUSES,
  REAL_MEMBER_TYPES,
  REMOTE_NAME_PATTERN,
  RESERVED_REMOTE_NAMES,
  ROUTE_OWNERSHIP,
  routePathKey,
  SPEC_REMOTES,
  specRouteOwner,
  SLOT_PROVIDER_CATEGORIES,
  STORAGE_KEYS,
  SUPPORT_PLAY_FREE,
  SYSTEM_STATUS,
  TEXT_LIMITS,
  type TFlagKey,
  type TGameCategory,
  THEME_COOKIE,
  THROTTLE_MS,
  SWIPE_BACK_PX,
  TIMING_MS,
  type TLanguage,
  type TMenuPermissionKey,
  TOAST_MS,
  TOAST_TYPES,
  type TPromotionStatus,
  type TRemoteName,
  TRIAL_TYPE,
  type TSpecRemote,
  type TSystemStatusCode,
  type TToastType,
  VENDOR_FIRST_ORDER,
  VENDORS_REMOVED_FROM_ORDER,
} from './constants';
export { HOME_ALIASES, PATHS, type TAppPath, type TPathName, withQuery } from './paths';
export { compareVersions, isSemver, preReleaseOf, satisfies } from './semver';
export { isRealMember, isSession, type TSession } from './session';
export { routeTitles, type TLocales, type TRouteMeta, type TRoutesManifest, type TRouteTitles } from './remote';
export { isRegistry, isSystemStatus, statusCode, type TRegistry, type TRegistryRemote, type TSystemStatus } from './registry';
export { type TBus, type TBusEvent, type TBusEventType, type TBusPayload } from './events';
export {
  ApiError,
  CLIENT_ERROR_CODES,
  COMMON_ERROR_CODES,
  isAbortedCall,
  isApiError,
  isApiErrorOf,
  type TApiErrorCode,
  type TClientErrorCode,
  type TCommonErrorCode,
  type TEndpointErrorCode,
  type TValidationIssue,
  validationIssuesOf,
} from './apiError';
export { formFileBytes, hasBlobValue, type TFormFields, type TFormValue, toFormData, type TUploadProgress, uploadProgress } from './multipart';
export { accessDecision, hasAgentFeatures, isRealMemberRole, roleOf, ROLES, type TAccessDecision, type TAccessLevel, type TRole } from './roles';
export { isMemberInfoRecord, memberOf, type TMember, type TMemberInfoRecord, vipLevelOf } from './member';
export {
  atLeastZero,
  CURRENCY_PLACES,
  currencyPlaces,
  formatHeaderMoney,
  formatMoney,
  formatPercent,
  fromMinor,
  minMinor,
  MONEY_PLACEHOLDER,
  placesOf,
  type TMoneyFormatOptions,
  toMinor,
} from './money';
export { formatDateTime, type TDateStyle } from './dates';
export { languageOf, languageTag } from './languages';
export { PORTUGUESE_GLOSSARY, type TGlossaryEntry } from './portugueseGlossary';
export { canonicalJson, createAttemptKeys, idempotencyFingerprint, newIdempotencyKey, type TAttemptKeys, type TFingerprinted } from './idempotency';
export { customerServiceLinks, decryptServicePath, primaryServiceLink, SERVICE_PATH_KEY_LENGTH, type TCustomerServiceLink } from './customerService';
export { downloadBonusOf, downloadLink, statusInfoOf, type TBrand, type TStatusInfo, type TTemplate } from './statusInfo';
export {
  ACCOUNT_LIMITS,
  hasLeadingZeroBits,
  HUMAN_CHECK,
  normalizeDialingCode,
  normalizeMobile,
  REMEMBERED_LOGIN_KEY,
  solveHumanCheck,
  type THumanCheckAnswerValue,
  type TRememberedLogin,
} from './accounts';
export {
  ACCOUNT_RULES,
  checkField,
  FIELD_REQUIRED_KEY,
  FIELD_RULES,
  matchesRule,
  PLATFORM_NS,
  prepareValue,
  PUBLISHED_RULE_NAMES,
  ruleMessage,
  type TAccountRuleName,
  type TFieldRule,
  type TFieldRuleName,
  type TPublishedRule,
} from './rules';
export { bankCardDigits, bankCardNumberValid, cardDigitsOf, luhnValid } from './bankCard';
export { type TWithdrawAmountLimits, type TWithdrawAmountProblem, withdrawAmountProblem } from './withdrawLimits';
export { encryptLoginBody, loginHeaders, toBase64Url, LOGIN_ENCRYPTION, type TLoginPublicJwk } from './crypto/loginEncryption';
export type { TEndpoint, TEndpointInput, TEndpointOutput, TAuth, THttpMethod, TFieldSpec } from './api/endpoint';
