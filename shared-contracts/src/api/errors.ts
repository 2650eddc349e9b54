/**
 * Named error codes, mapped once to an HTTP status and the spec's catalogue message (§8, §5).
 * The API answers with the code; clients show the message for the code (translated by key).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid', i18nKey: 'error.validation' },
  BODY_TOO_LARGE: { status: 413, message: 'The request is too large', i18nKey: 'error.tooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body type is not supported', i18nKey: 'error.validation' },
  NOT_FOUND: { status: 404, message: 'The requested url is empty', i18nKey: 'error.notFound' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'The requested url is empty', i18nKey: 'error.notFound' },
  AUTH_REQUIRED: { status: 401, message: 'You are not logged in, please login first', i18nKey: 'error.notLoggedIn' },
  SESSION_EXPIRED: { status: 401, message: 'The account has been logged out, please log in again', i18nKey: 'error.sessionExpired' },
  ADMIN_AUTH_REQUIRED: { status: 401, message: 'Operator token required', i18nKey: 'error.notLoggedIn' },
  FORBIDDEN: { status: 403, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable', i18nKey: 'error.forbidden' },
  FREE_REJECT: { status: 403, message: 'Please login an actual account to use this function', i18nKey: 'error.freeReject' },
  USER_NOT_FOUND: { status: 404, message: 'Sorry, the user does not exist or is disabled', i18nKey: 'error.userNotFound' },
  USERNAME_TAKEN: { status: 409, message: 'Sorry, the username already exists', i18nKey: 'error.usernameTaken' },
  VERIFICATION_CODE_INVALID: { status: 400, message: 'Verification code error', i18nKey: 'error.verificationCode' },
  INVITATION_CODE_INVALID: { status: 400, message: 'Invalid invitation code', i18nKey: 'error.invitationCode' },
  // Accounts (login, registration, SMS, captcha, passwords). Messages from the spec's dictionaries where it has one.
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'Sorry, the username or password is incorrect', i18nKey: 'error.invalidCredentials' },
  ACCOUNT_DISABLED: { status: 403, message: 'Sorry, the user does not exist or is disabled', i18nKey: 'error.userNotFound' },
  NON_MEMBER_LOGIN: { status: 403, message: 'Non-member account unable to login', i18nKey: 'error.nonMemberLogin' },
  LOGIN_LOCKED: { status: 429, message: 'Too many failed attempts, please try again later', i18nKey: 'error.loginLocked' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Enter a captcha', i18nKey: 'error.captchaRequired' },
  CAPTCHA_INVALID: { status: 400, message: 'Verification code error', i18nKey: 'error.captchaInvalid' },
  ENCRYPTION_KEY_UNKNOWN: { status: 400, message: 'The login key has changed, please try again', i18nKey: 'error.encryptionKey' },
  LOGIN_DATA_UNREADABLE: { status: 400, message: 'The login data could not be read', i18nKey: 'error.loginData' },
  ACCOUNT_FORMAT_INVALID: { status: 400, message: 'Account format is incorrect', i18nKey: 'error.accountFormat' },
  PASSWORD_FORMAT_INVALID: { status: 400, message: 'Password format is incorrect', i18nKey: 'error.passwordFormat' },
  PASSWORD_CONFIRM_MISMATCH: { status: 400, message: 'Confirmation password not matched', i18nKey: 'error.passwordConfirm' },
  PASSWORD_INCORRECT: { status: 400, message: 'Sorry, the old password is incorrect', i18nKey: 'error.passwordIncorrect' },
  PASSWORD_SAME_AS_OLD: { status: 400, message: 'The new password and the old password cannot be the same', i18nKey: 'error.passwordSame' },
  EMAIL_FORMAT_INVALID: { status: 400, message: 'E-mail format is incorrect', i18nKey: 'error.emailFormat' },
  EMAIL_TAKEN: { status: 409, message: 'Sorry, the e-mail address is already in use', i18nKey: 'error.emailTaken' },
  MOBILE_INVALID: { status: 400, message: 'The mobile num is not valid', i18nKey: 'error.mobileInvalid' },
  MOBILE_TAKEN: { status: 409, message: 'Sorry, the mobile number is already registered', i18nKey: 'error.mobileTaken' },
  NAME_FORMAT_INVALID: { status: 400, message: 'Name format is not valid', i18nKey: 'error.nameFormat' },
  FIELD_REQUIRED: { status: 400, message: 'This field cannot be empty', i18nKey: 'error.fieldRequired' },
  REFERRER_INVALID: { status: 400, message: 'Referrer link error', i18nKey: 'error.referrer' },
  REGISTRATION_METHOD_DISABLED: { status: 403, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable', i18nKey: 'error.forbidden' },
  SMS_TOO_FREQUENT: { status: 429, message: 'Please wait before requesting another code', i18nKey: 'error.smsTooFrequent' },
  MERCHANT_NOT_FOUND: { status: 404, message: 'Unknown merchant', i18nKey: 'error.unknown' },
  REMOTE_VERSION_NOT_PUBLISHED: { status: 409, message: 'That remote version is not published', i18nKey: 'error.unknown' },
  MAINTENANCE: { status: 503, message: 'System upgrading, please try again later', i18nKey: 'error.maintenance' },
  REGION_RESTRICTED: { status: 403, message: 'Access restricted by location or IP', i18nKey: 'error.regionRestricted' },
  // Invitation links.
  AFFILIATE_CODE_TAKEN: { status: 409, message: 'Sorry, this invitation code is already in use', i18nKey: 'error.affiliateCodeTaken' },
  AFFILIATE_LINK_LIMIT: { status: 409, message: 'You have reached the maximum number of invitation links', i18nKey: 'error.affiliateLinkLimit' },
  // Money (wallet, deposits, withdrawals, bets).
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'An Idempotency-Key header (1-255 printable characters) is required for this call', i18nKey: 'error.idempotencyKey' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This Idempotency-Key was already used for a different request', i18nKey: 'error.idempotencyKey' },
  INSUFFICIENT_BALANCE: { status: 400, message: 'Insufficient balance', i18nKey: 'error.insufficientBalance' },
  // Wallet: balance, records, payment password, bank cards, withdrawals (wallet.ts).
  // Deposits: channels, payment gateway, manual transfers, operator review (deposits.ts).
  // Play: launch, demo slot and lottery, bets, betting records (play.ts).
  // Messaging: announcement read state, inbox, chat, referral (messaging.ts).
  ANNOUNCEMENT_NOT_FOUND: { status: 404, message: 'The announcement does not exist or is no longer shown', i18nKey: 'error.announcementNotFound' },
  MESSAGE_NOT_FOUND: { status: 404, message: 'The message does not exist', i18nKey: 'error.messageNotFound' },
  CHAT_DISABLED: { status: 403, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable', i18nKey: 'error.chatDisabled' },
  CHAT_NOT_CONFIGURED: { status: 404, message: 'Live chat is not available right now', i18nKey: 'error.chatNotConfigured' },
  CHAT_BACK_URL_INVALID: { status: 400, message: 'The back address must be a page of this site', i18nKey: 'error.chatBackUrl' },
  // Agents: contracts, team, downlines, salary and dividend, transfers (agents.ts).
  // Player: favourite and recent games, profit and loss (player.ts).
  PLAYER_GAME_NOT_FOUND: { status: 404, message: 'The game does not exist or is not offered', i18nKey: 'error.gameNotFound' },
  FAVOURITES_FULL: { status: 409, message: 'Too many favourite games: remove one first', i18nKey: 'error.favouritesFull' },
  PNL_RANGE_INVALID: { status: 400, message: 'The date range is not valid (at most 90 days, from not after to)', i18nKey: 'error.pnlRange' },
  // Rewards: promotion applications, reward center, manual rebate (rewards.ts).
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later', i18nKey: 'error.rateLimited' },
  INTERNAL: { status: 500, message: 'Unknown error', i18nKey: 'error.unknown' },
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is TErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}
