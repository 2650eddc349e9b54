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
  MERCHANT_NOT_FOUND: { status: 404, message: 'Unknown merchant', i18nKey: 'error.unknown' },
  REMOTE_VERSION_NOT_PUBLISHED: { status: 409, message: 'That remote version is not published', i18nKey: 'error.unknown' },
  MAINTENANCE: { status: 503, message: 'System upgrading, please try again later', i18nKey: 'error.maintenance' },
  REGION_RESTRICTED: { status: 403, message: 'Access restricted by location or IP', i18nKey: 'error.regionRestricted' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later', i18nKey: 'error.rateLimited' },
  INTERNAL: { status: 500, message: 'Unknown error', i18nKey: 'error.unknown' },
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is TErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}
