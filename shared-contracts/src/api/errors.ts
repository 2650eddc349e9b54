/**
 * Named error codes, mapped once to an HTTP status and the spec's catalogue message (§8, §5).
 * The API answers with the code; clients show the message for the code (translated by key).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid', i18nKey: 'error.validation' },
  BODY_TOO_LARGE: { status: 413, message: 'The request is too large', i18nKey: 'error.tooLarge' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request is too large', i18nKey: 'error.tooLarge' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request is not valid', i18nKey: 'error.validation' },
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
  // First password (docs/decisions/first-password.md): a password chosen for the member is replaced before anything else.
  FIRST_PASSWORD_REQUIRED: { status: 403, message: 'Please set your own password first', i18nKey: 'error.firstPasswordRequired' },
  FIRST_PASSWORD_NOT_REQUIRED: { status: 409, message: 'Your password is already your own', i18nKey: 'error.firstPasswordDone' },
  // Recovery by e-mail (docs/decisions/email-recovery.md).
  /** Too many recovery e-mails for the account or the address; value { retryAfterSeconds }. */
  EMAIL_RESET_TOO_FREQUENT: { status: 429, message: 'Please wait before requesting another e-mail', i18nKey: 'error.emailResetTooFrequent' },
  /** A recovery link that is unknown, already used, replaced by a newer one or expired. */
  RESET_LINK_INVALID: { status: 400, message: 'This link has expired or has already been used', i18nKey: 'error.resetLinkInvalid' },
  /** Feedback outside its word limits (docs/decisions/feedback.md); value { field: 'content', min, max, words }. */
  FEEDBACK_WORDS: { status: 400, message: 'Feedback content is limited to between 5 and 300 words', i18nKey: 'error.feedbackWords' },
  // Social login and third-party phone verification (docs/decisions/social-login.md).
  /** The provider is not configured, or disabled, for the merchant. */
  SOCIAL_PROVIDER_UNAVAILABLE: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  /** The provider's discovery document did not answer when the operator saved it; value { field: 'issuer', reason }. */
  SOCIAL_PROVIDER_UNREACHABLE: { status: 400, message: 'The provider could not be reached at this issuer', i18nKey: 'error.validation' },
  /** A sign-in answer whose state is unknown, used, expired or started in another browser (or a spent sign-up token). */
  SOCIAL_STATE_INVALID: { status: 400, message: 'This sign-in has expired, please try again', i18nKey: 'error.socialState' },
  /** The provider's answer did not check out (code exchange, issuer, audience, nonce, expiry); value { reason }. */
  SOCIAL_LOGIN_FAILED: { status: 401, message: 'Signing in with this account failed, please try again', i18nKey: 'error.socialFailed' },
  /** A phone-verification ID token that is not valid for the merchant or not for this number; value { reason }. */
  PHONE_TOKEN_INVALID: { status: 401, message: 'The phone verification failed, please try again', i18nKey: 'error.phoneToken' },
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
  /** A date of birth that is not a real YYYY-MM-DD date, or lies in the future; value { field: 'birthDate' }. */
  BIRTH_DATE_INVALID: { status: 400, message: 'Please enter the correct date of birth', i18nKey: 'error.birthDateInvalid' },
  FIELD_REQUIRED: { status: 400, message: 'This field cannot be empty', i18nKey: 'error.fieldRequired' },
  REFERRER_INVALID: { status: 400, message: 'Referrer link error', i18nKey: 'error.referrer' },
  REGISTRATION_METHOD_DISABLED: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  SMS_TOO_FREQUENT: { status: 429, message: 'Please wait before requesting another code', i18nKey: 'error.smsTooFrequent' },
  MERCHANT_NOT_FOUND: { status: 404, message: 'Unknown merchant', i18nKey: 'error.unknown' },
  REMOTE_VERSION_NOT_PUBLISHED: { status: 409, message: 'That remote version is not published', i18nKey: 'error.unknown' },
  /**
   * The merchant is in maintenance (status 1): its players' gated calls are refused
   * (infra/api/src/services/merchantStatus.ts); value { merchant, status: 1 }. Clients show the gate.
   */
  MAINTENANCE: { status: 503, message: 'System maintenance', i18nKey: 'status.maintenanceTitle' },
  /** The merchant restricts this client (status 2: the switch, or its address rules); value { merchant, status: 2, ip }. */
  REGION_RESTRICTED: { status: 403, message: 'Access restricted by location or IP', i18nKey: 'error.regionRestricted' },
  /** This API process is shutting down (a restart): try again in a moment. Not the merchant's maintenance. */
  SERVER_RESTARTING: { status: 503, message: 'System upgrading, please try again later', i18nKey: 'error.maintenance' },
  // Invitation links.
  AFFILIATE_CODE_TAKEN: { status: 409, message: 'Sorry, this invitation code is already in use', i18nKey: 'error.affiliateCodeTaken' },
  AFFILIATE_LINK_LIMIT: { status: 409, message: 'You have reached the maximum number of invitation links', i18nKey: 'error.affiliateLinkLimit' },
  // Money (wallet, deposits, withdrawals, bets).
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'An Idempotency-Key header (1-255 printable characters) is required for this call',
    i18nKey: 'error.idempotencyKey',
  },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This Idempotency-Key was already used for a different request', i18nKey: 'error.idempotencyKey' },
  INSUFFICIENT_BALANCE: { status: 400, message: 'Insufficient balance', i18nKey: 'error.insufficientBalance' },
  // Wallet: balance, records, payment password, bank cards, withdrawals (wallet.ts).
  TURNOVER_NOT_MET: { status: 409, message: 'Please complete the required turnover before withdrawing', i18nKey: 'error.turnoverNotMet' },
  MOBILE_NOT_BOUND: { status: 409, message: 'Please bind a mobile number first', i18nKey: 'error.mobileNotBound' },
  SECURITY_PROOF_INVALID: {
    status: 400,
    message: 'The security verification has expired or is not valid, please answer the security questions again',
    i18nKey: 'error.securityProofInvalid',
  },
  SECURITY_QUESTIONS_NOT_SET: { status: 409, message: 'Please set your security questions first', i18nKey: 'error.securityQuestionsNotSet' },
  SECURITY_QUESTIONS_INVALID: { status: 400, message: 'Please choose different questions from the list', i18nKey: 'error.securityQuestionsInvalid' },
  SECURITY_ANSWER_INVALID: { status: 400, message: 'The answer is empty or too long', i18nKey: 'error.securityAnswerInvalid' },
  SECURITY_ANSWERS_INCORRECT: { status: 400, message: 'The answers to the security questions are incorrect', i18nKey: 'error.securityAnswersIncorrect' },
  SECURITY_QUESTIONS_LOCKED: { status: 429, message: 'Too many wrong answers, please try again later', i18nKey: 'error.securityQuestionsLocked' },
  AMOUNT_INVALID: { status: 400, message: 'The amount is not valid', i18nKey: 'error.amountInvalid' },
  PAYMENT_PASSWORD_NOT_SET: { status: 400, message: 'Please set a payment password first', i18nKey: 'error.paymentPasswordNotSet' },
  PAYMENT_PASSWORD_INCORRECT: { status: 400, message: 'The payment password is incorrect', i18nKey: 'error.paymentPasswordIncorrect' },
  PAYMENT_PASSWORD_LOCKED: { status: 429, message: 'Too many wrong payment passwords, please try again later', i18nKey: 'error.paymentPasswordLocked' },
  PAYEE_NAME_REQUIRED: { status: 400, message: 'Please bind the payee name first', i18nKey: 'error.payeeNameRequired' },
  PAYEE_NAME_ALREADY_BOUND: { status: 409, message: 'The payee name is already bound', i18nKey: 'error.payeeNameBound' },
  BANK_UNKNOWN: { status: 400, message: 'Please choose a bank from the list', i18nKey: 'error.bankUnknown' },
  BANK_CARD_INVALID: { status: 400, message: 'The bank card number is not valid', i18nKey: 'error.bankCardInvalid' },
  BANK_CARD_DUPLICATE: { status: 409, message: 'This bank card is already bound', i18nKey: 'error.bankCardDuplicate' },
  BANK_CARD_LIMIT: { status: 409, message: 'You have reached the maximum number of bank cards', i18nKey: 'error.bankCardLimit' },
  BANK_CARD_NOT_FOUND: { status: 404, message: 'The bank card does not exist', i18nKey: 'error.bankCardNotFound' },
  WITHDRAW_AMOUNT_OUT_OF_RANGE: { status: 400, message: 'The withdrawal amount is outside the allowed range', i18nKey: 'error.withdrawAmountRange' },
  WITHDRAW_DAILY_COUNT_EXCEEDED: { status: 400, message: 'You have reached the number of withdrawals allowed today', i18nKey: 'error.withdrawDailyCount' },
  WITHDRAW_DAILY_AMOUNT_EXCEEDED: { status: 400, message: 'This withdrawal exceeds the amount allowed today', i18nKey: 'error.withdrawDailyAmount' },
  WITHDRAWAL_NOT_FOUND: { status: 404, message: 'The withdrawal does not exist', i18nKey: 'error.withdrawalNotFound' },
  WITHDRAWAL_ALREADY_REVIEWED: { status: 409, message: 'The withdrawal has already been reviewed', i18nKey: 'error.withdrawalReviewed' },
  // Deposits: channels, payment gateway, manual transfers, operator review (deposits.ts).
  DEPOSIT_PROMO_NOT_FOUND: { status: 404, message: 'This promotion does not exist or is not available', i18nKey: 'error.depositPromoNotFound' },
  DEPOSIT_PROMO_NOT_ELIGIBLE: { status: 409, message: 'You are not eligible for this promotion', i18nKey: 'error.depositPromoNotEligible' },
  DEPOSIT_PROMO_INVALID: { status: 400, message: 'The promotion settings are not valid', i18nKey: 'error.depositPromoInvalid' },
  DEPOSIT_CHANNEL_NOT_FOUND: { status: 404, message: 'This deposit channel does not exist or is not available', i18nKey: 'error.depositChannelNotFound' },
  DEPOSIT_AMOUNT_INVALID: { status: 400, message: 'The amount is not valid', i18nKey: 'error.amountInvalid' },
  DEPOSIT_AMOUNT_OUT_OF_RANGE: { status: 400, message: 'The amount is outside the limits of this channel', i18nKey: 'error.depositAmountRange' },
  DEPOSIT_PENDING_LIMIT: {
    status: 409,
    message: 'Too many deposits are waiting for review, please wait until they are processed',
    i18nKey: 'error.depositPendingLimit',
  },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'The deposit order does not exist', i18nKey: 'error.depositNotFound' },
  DEPOSIT_NOT_PENDING: { status: 409, message: 'The deposit order has already been settled', i18nKey: 'error.depositNotPending' },
  DEPOSIT_NOT_MANUAL: {
    status: 409,
    message: 'Only manual transfers are reviewed; gateway deposits are settled by the gateway',
    i18nKey: 'error.depositNotManual',
  },
  DEPOSIT_AMOUNT_MISMATCH: { status: 400, message: 'The amount does not match the deposit order', i18nKey: 'error.depositAmountMismatch' },
  GATEWAY_SIGNATURE_INVALID: { status: 403, message: 'The gateway signature is missing or not valid', i18nKey: 'error.gatewaySignature' },
  GATEWAY_TIMESTAMP_STALE: { status: 403, message: 'The gateway notification is too old or from the future', i18nKey: 'error.gatewayTimestamp' },
  PAYMENT_LINK_INVALID: {
    status: 403,
    message: 'This payment link is not valid or has expired; start the deposit again',
    i18nKey: 'error.paymentLinkInvalid',
  },
  ADJUSTMENT_AMOUNT_INVALID: {
    status: 400,
    message: "The adjustment amount is not valid (not zero, within the currency's decimals)",
    i18nKey: 'error.amountInvalid',
  },
  ADJUSTMENT_REFERENCE_REUSED: { status: 409, message: 'This reference was already used for a different adjustment', i18nKey: 'error.adjustmentReference' },
  // Play: launch, demo slot and lottery, bets, betting records (play.ts).
  PLAY_VENDOR_REQUIRED: { status: 400, message: 'Several lottery vendors have this game code: please send the vendor', i18nKey: 'error.playVendorRequired' },
  PLAY_GAME_NOT_FOUND: { status: 404, message: 'The game does not exist or is not offered', i18nKey: 'error.gameNotFound' },
  PLAY_GAME_UNAVAILABLE: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.gameUnavailable',
  },
  PLAY_FREE_UNSUPPORTED: { status: 403, message: 'This game cannot be played for free: please login an actual account', i18nKey: 'error.freePlayUnsupported' },
  PLAY_TICKET_INVALID: { status: 401, message: 'The game session is not valid, please open the game again', i18nKey: 'error.playTicket' },
  PLAY_TICKET_EXPIRED: { status: 401, message: 'The game session has expired, please open the game again', i18nKey: 'error.playTicketExpired' },
  PLAY_WRONG_GAME: { status: 409, message: 'This game session belongs to another game', i18nKey: 'error.playWrongGame' },
  PLAY_DEMO_UNAVAILABLE: { status: 403, message: 'Sports betting is not offered in demo play: this game has no demo', i18nKey: 'error.playDemoUnavailable' },
  PLAY_STAKE_INVALID: { status: 400, message: 'The bet amount is not valid for this game', i18nKey: 'error.playStake' },
  PLAY_SELECTION_INVALID: { status: 400, message: 'The bet selection is not valid', i18nKey: 'error.playSelection' },
  // A member's own head icon (headIconUpload.ts; docs/decisions/head-icon-upload.md). The page words each code itself.
  HEAD_ICON_UPLOAD_INVALID: { status: 400, message: 'The upload could not be read', i18nKey: 'error.validation' },
  /** Not a PNG, JPEG or WebP by its bytes (SVG never); value { allowed }. */
  HEAD_ICON_TYPE: { status: 400, message: 'The picture must be PNG, JPEG or WebP', i18nKey: 'error.validation' },
  /** value { maxBytes }. */
  HEAD_ICON_TOO_LARGE: { status: 413, message: 'The picture may be at most 2MB', i18nKey: 'error.validation' },
  /** Sides outside 32-4096 px, or unreadable; value { min, max, width, height }. */
  HEAD_ICON_DIMENSIONS: { status: 400, message: 'The picture must be 32 to 4096 pixels a side', i18nKey: 'error.validation' },
  // Lottery vendor frames (vendorLaunch.ts; docs/decisions/lottery-vendor-frames.md).
  /** A launch URL whose origin is not on the allowed vendor origins (VENDOR_FRAME_ORIGINS), or not an absolute http(s) URL; value { field: 'url', reason }. */
  VENDOR_ORIGIN_NOT_ALLOWED: { status: 400, message: "The launch URL's origin is not an allowed vendor origin", i18nKey: 'error.validation' },
  /** The merchant does not offer this lottery vendor. */
  VENDOR_NOT_OFFERED: { status: 404, message: 'The merchant does not offer this vendor', i18nKey: 'error.notFound' },
  /** A vendor launch URL whose origin is no longer allowed: the game is refused before a ticket is issued; value { vendor }. */
  PLAY_VENDOR_FRAME_REFUSED: {
    status: 409,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.gameUnavailable',
  },
  PLAY_DRAW_CLOSED: { status: 409, message: 'This draw is closed, please bet on the open draw', i18nKey: 'error.playDrawClosed' },
  PLAY_REQUEST_REUSED: { status: 409, message: 'This spin or bet id was already used for a different request', i18nKey: 'error.playRequestReused' },
  PLAY_ORDER_NOT_FOUND: { status: 404, message: 'The order does not exist', i18nKey: 'error.orderNotFound' },
  PLAY_ORDER_NOT_CANCELLABLE: {
    status: 409,
    message: 'Only an open lottery bet can be cancelled, before its draw closes',
    i18nKey: 'error.orderNotCancellable',
  },
  PLAY_RANGE_INVALID: { status: 400, message: 'The date range is not valid (at most 92 days, from not after to)', i18nKey: 'error.playRange' },
  // Responsible gambling (responsibleGambling.ts; docs/decisions/responsible-gambling.md). Values say which limit, how much is left and when.
  /** A deposit order past a deposit limit; value { key, limit, used, left, resetsAt } (resetsAt: when the oldest counted deposit leaves the window). */
  RG_DEPOSIT_LIMIT: { status: 409, message: 'This deposit would exceed your deposit limit', i18nKey: 'error.rgDepositLimit' },
  /** A bet whose stake, if lost, would take the window's net loss past a loss limit; value { key, limit, used, left, resetsAt }. */
  RG_LOSS_LIMIT: { status: 409, message: 'This bet could take your losses past your loss limit', i18nKey: 'error.rgLossLimit' },
  /** A bet past a wager limit; value { key, limit, used, left, resetsAt }. */
  RG_WAGER_LIMIT: { status: 409, message: 'This bet would exceed your wager limit', i18nKey: 'error.rgWagerLimit' },
  /** A bet or game launch after the session time limit; value { limitMinutes, startedAt }. Log in again later for a new session. */
  RG_SESSION_LIMIT: { status: 409, message: 'Your session time limit is reached: take a break', i18nKey: 'error.rgSessionLimit' },
  /** Login (or any call) of a member in a cool-off or self-exclusion; value { kind, endsAt }. */
  RG_EXCLUDED: { status: 403, message: 'This account is on a break you chose and cannot be used until it ends', i18nKey: 'error.rgExcluded' },
  /** A registration whose mobile, e-mail or ID number is a self-excluded or cooling-off member's; value { field, endsAt }. */
  RG_IDENTITY_EXCLUDED: {
    status: 403,
    message: 'This mobile number, e-mail or ID number belongs to an account on a break',
    i18nKey: 'error.rgIdentityExcluded',
  },
  /** An exclusion cannot be ended early (not by the member, not by an operator); value { kind, endsAt }. */
  RG_EXCLUSION_LOCKED: { status: 409, message: 'A cool-off or self-exclusion cannot be lifted before it ends', i18nKey: 'error.rgExclusionLocked' },
  RG_EXCLUSION_ACTIVE: { status: 409, message: 'A cool-off or self-exclusion is already running', i18nKey: 'error.rgExclusionLocked' },
  RG_NOT_EXCLUDED: { status: 404, message: 'This member has no cool-off or self-exclusion', i18nKey: 'error.rgNotExcluded' },
  RG_LIMIT_INVALID: { status: 400, message: 'The limit is not valid', i18nKey: 'error.rgLimitInvalid' },
  /** A registration below the merchant's minimum age; value { field: 'birthDate', minAge }. */
  RG_UNDERAGE: { status: 400, message: 'You are below the minimum age to register', i18nKey: 'error.rgUnderage' },
  // Messaging: announcement read state, inbox, chat, referral (messaging.ts).
  ANNOUNCEMENT_NOT_FOUND: { status: 404, message: 'The announcement does not exist or is no longer shown', i18nKey: 'error.announcementNotFound' },
  MESSAGE_NOT_FOUND: { status: 404, message: 'The message does not exist', i18nKey: 'error.messageNotFound' },
  CHAT_DISABLED: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.chatDisabled',
  },
  CHAT_NOT_CONFIGURED: { status: 404, message: 'Live chat is not available right now', i18nKey: 'error.chatNotConfigured' },
  CHAT_BACK_URL_INVALID: { status: 400, message: 'The back address must be a page of this site', i18nKey: 'error.chatBackUrl' },
  // Support chat (supportChat.ts; docs/decisions/support-chat.md).
  CHAT_VISITOR_UNKNOWN: { status: 401, message: 'Your chat has ended, please start a new one', i18nKey: 'error.chatVisitor' },
  CHAT_TICKET_INVALID: { status: 401, message: 'The chat connection has expired, please try again', i18nKey: 'error.chatTicket' },
  CHAT_CONVERSATION_NOT_FOUND: { status: 404, message: 'The conversation does not exist', i18nKey: 'error.chatConversationNotFound' },
  CHAT_CONVERSATION_CLOSED: { status: 409, message: 'This conversation is closed', i18nKey: 'error.chatClosed' },
  CHAT_MESSAGE_INVALID: { status: 400, message: 'The message is empty or too long', i18nKey: 'error.chatMessage' },
  CHAT_IMAGE_TYPE: { status: 400, message: 'Images must be png or jpg', i18nKey: 'error.applicationImageType' },
  CHAT_IMAGE_TOO_LARGE: { status: 413, message: 'The image may be at most 5MB', i18nKey: 'error.kycImageSize' },
  CHAT_UPLOAD_INVALID: { status: 400, message: 'The upload could not be read', i18nKey: 'error.applicationUpload' },
  // Agents: contracts, team, downlines, salary and dividend, transfers (agents.ts).
  NOT_AGENT: { status: 403, message: 'Non-agents cannot log in', i18nKey: 'error.notAgent' },
  AGENT_DOWNLINE_NOT_FOUND: { status: 404, message: 'The member is not one of your downlines', i18nKey: 'error.agentDownlineNotFound' },
  AGENT_REBATE_TOO_HIGH: { status: 400, message: 'The rebate rate cannot be higher than your own', i18nKey: 'error.agentRebateTooHigh' },
  AGENT_CONTRACT_REQUEST_NOT_FOUND: { status: 404, message: 'The contract request does not exist', i18nKey: 'error.agentContractRequestNotFound' },
  AGENT_CONTRACT_ANSWERED: { status: 409, message: 'The contract request has already been answered', i18nKey: 'error.agentContractAnswered' },
  AGENT_TERMS_INVALID: { status: 400, message: 'The contract terms are not valid', i18nKey: 'error.agentTermsInvalid' },
  AGENT_DATE_RANGE_INVALID: { status: 400, message: 'The date range is not valid', i18nKey: 'error.agentDateRange' },
  AGENT_PERIOD_INVALID: { status: 400, message: 'The period is not valid or not finished yet', i18nKey: 'error.agentPeriod' },
  AGENT_TRANSFER_INVALID: { status: 400, message: 'The transfer amount is not valid', i18nKey: 'error.agentTransferInvalid' },
  AGENT_NO_CONTRACT: { status: 409, message: 'You have no accepted contract of this kind', i18nKey: 'error.agentNoContract' },
  AGENT_SALARY_SETTLED: { status: 409, message: 'The salary of this period has already been settled', i18nKey: 'error.agentSalarySettled' },
  AGENT_SALARY_APPLIED: { status: 409, message: 'You have already applied for the salary of this day', i18nKey: 'error.agentSalaryApplied' },
  AGENT_SALARY_NOT_REACHED: { status: 409, message: "The team's turnover of this day reaches no salary tier", i18nKey: 'error.agentSalaryNotReached' },
  AGENT_APPLICATION_NOT_FOUND: { status: 404, message: 'The salary application does not exist', i18nKey: 'error.agentApplicationNotFound' },
  AGENT_APPLICATION_PROCESSED: { status: 409, message: 'The salary application has already been processed', i18nKey: 'error.agentApplicationProcessed' },
  AGENT_REBATE_BELOW_DOWNLINES: {
    status: 409,
    message: 'The rebate rate cannot be lower than the rates this member already gives its own downlines',
    i18nKey: 'error.agentRebateBelowDownlines',
  },
  AGENT_QUOTA_FULL: { status: 409, message: 'No downline quota is left at this rebate rate', i18nKey: 'error.agentQuotaFull' },
  AGENT_QUOTAS_INVALID: { status: 400, message: 'Each rebate rate may have one quota only', i18nKey: 'error.agentQuotasInvalid' },
  // Player: favourite and recent games, profit and loss (player.ts).
  PLAYER_GAME_NOT_FOUND: { status: 404, message: 'The game does not exist or is not offered', i18nKey: 'error.gameNotFound' },
  FAVOURITES_FULL: { status: 409, message: 'Too many favourite games: remove one first', i18nKey: 'error.favouritesFull' },
  PNL_RANGE_INVALID: { status: 400, message: 'The date range is not valid (at most 90 days, from not after to)', i18nKey: 'error.pnlRange' },
  // Rewards: promotion applications, reward center, manual rebate (rewards.ts).
  PROMOTION_NOT_FOUND: { status: 404, message: 'The promotion does not exist', i18nKey: 'error.promotionNotFound' },
  PROMOTION_NOT_APPLICABLE: { status: 409, message: 'This promotion does not take applications right now', i18nKey: 'error.promotionNotApplicable' },
  APPLICATION_PENDING: { status: 409, message: 'You already have an application for this promotion under review', i18nKey: 'error.applicationPending' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'The application does not exist', i18nKey: 'error.applicationNotFound' },
  APPLICATION_ALREADY_REVIEWED: { status: 409, message: 'This application has already been reviewed', i18nKey: 'error.applicationReviewed' },
  APPLICATION_BONUS_INVALID: { status: 400, message: 'Approving needs a bonus amount greater than zero', i18nKey: 'error.applicationBonus' },
  APPLICATION_COMMENT_TOO_LONG: { status: 400, message: 'Comment: at most 140 characters', i18nKey: 'error.applicationComment' },
  APPLICATION_TOO_MANY_IMAGES: { status: 400, message: 'At most 3 images per application', i18nKey: 'error.applicationImages' },
  APPLICATION_IMAGE_TOO_LARGE: { status: 413, message: 'Each image may be at most 5MB', i18nKey: 'error.applicationImageSize' },
  APPLICATION_IMAGE_TYPE: { status: 400, message: 'Images must be png or jpg', i18nKey: 'error.applicationImageType' },
  APPLICATION_UPLOAD_INVALID: { status: 400, message: 'The upload could not be read', i18nKey: 'error.applicationUpload' },
  REWARD_CENTER_DISABLED: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  REWARD_NOT_FOUND: { status: 404, message: 'The reward does not exist', i18nKey: 'error.rewardNotFound' },
  REWARD_ALREADY_CLAIMED: { status: 409, message: 'This reward has already been claimed', i18nKey: 'error.rewardClaimed' },
  REWARD_EXPIRED: { status: 409, message: 'This reward has expired', i18nKey: 'error.rewardExpired' },
  REWARD_NOT_AVAILABLE: { status: 409, message: 'This reward is coming soon', i18nKey: 'error.rewardComingSoon' },
  REBATE_DISABLED: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  REBATE_BELOW_MINIMUM: { status: 400, message: 'Not enough valid turnover for a cash back yet', i18nKey: 'error.rebateMinimum' },
  REBATE_CONFLICT: { status: 409, message: 'Another cash back claim was just made, please refresh', i18nKey: 'error.rebateConflict' },
  // Whitelabel: menu, consolidated views (whitelabel.ts).
  /** A call behind a member-center menu key (descriptor `permission`) while the merchant's flag is off; value { flag }. */
  FEATURE_DISABLED: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  /**
   * A call that belongs to a remote the merchant has switched off (infra/api/src/services/remoteCalls.ts:
   * launching a game while games is off, a lottery bet while lottery is off, ...); value { remote }.
   */
  REMOTE_DISABLED: { status: 403, message: 'This feature is not available on this site', i18nKey: 'error.remoteDisabled' },
  // Live-stream rooms (liveRooms.ts; docs/decisions/live-rooms.md). The room page words each code itself (games remote).
  LIVE_ROOM_NOT_FOUND: { status: 404, message: 'The requested url is empty', i18nKey: 'error.notFound' },
  /** A VIP room for a visitor or a member below its level; value { level, yourLevel } (yourLevel null for a visitor). */
  LIVE_VIP_REQUIRED: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  /** A pay-per-view room without a running pass; value { price, showMinutes }. */
  LIVE_PASS_REQUIRED: {
    status: 402,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  LIVE_ROOM_OFFLINE: {
    status: 409,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    i18nKey: 'error.forbidden',
  },
  /** A chat line empty once trimmed or longer than LIVE_CHAT_MAX; value { field: 'text', max }. */
  LIVE_CHAT_TEXT_INVALID: { status: 400, message: 'The request is not valid', i18nKey: 'error.validation' },
  /** More than LIVE_CHAT_BURST lines in LIVE_CHAT_WINDOW_SECONDS; value { retryAfterSeconds }. */
  LIVE_CHAT_TOO_FAST: { status: 429, message: 'Too many requests, please try again later', i18nKey: 'error.rateLimited' },
  LIVE_PASS_NOT_SOLD: { status: 409, message: 'The request is not valid', i18nKey: 'error.validation' },
  /** A pass of the room is running already; value { expiresAt }. */
  LIVE_PASS_ACTIVE: { status: 409, message: 'The request is not valid', i18nKey: 'error.validation' },
  LIVE_CHAT_LINE_NOT_FOUND: { status: 404, message: 'The requested url is empty', i18nKey: 'error.notFound' },
  LIVE_PASS_NOT_FOUND: { status: 404, message: 'The requested url is empty', i18nKey: 'error.notFound' },
  LIVE_PASS_REFUNDED: { status: 409, message: 'This pass has already been refunded', i18nKey: 'error.unknown' },
  // KYC (kyc.ts).
  KYC_PENDING: { status: 409, message: 'Your document is under review', i18nKey: 'error.kycPending' },
  KYC_ALREADY_VERIFIED: { status: 409, message: 'Your identity is already verified', i18nKey: 'error.kycVerified' },
  KYC_NOT_FOUND: { status: 404, message: 'The submission does not exist', i18nKey: 'error.kycNotFound' },
  KYC_ALREADY_REVIEWED: { status: 409, message: 'This submission has already been reviewed', i18nKey: 'error.kycReviewed' },
  KYC_DOCUMENT_TYPE: { status: 400, message: 'Images must be png or jpg', i18nKey: 'error.applicationImageType' },
  KYC_DOCUMENT_TOO_LARGE: { status: 413, message: 'The image may be at most 5MB', i18nKey: 'error.kycImageSize' },
  KYC_UPLOAD_INVALID: { status: 400, message: 'The upload could not be read', i18nKey: 'error.applicationUpload' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later', i18nKey: 'error.rateLimited' },
  INTERNAL: { status: 500, message: 'Unknown error', i18nKey: 'error.unknown' },
  // Releases (operator API; value.reason says what to do, for the CLI and the console).
  /** Activation of a version whose contract tests failed at publish; value { remote, version, reason }. */
  REMOTE_CONTRACT_FAILED: { status: 409, message: 'That remote version failed its contract tests and cannot be activated', i18nKey: 'error.unknown' },
  /** Activation of a version whose required platform range the live shell does not satisfy; value { remote, version, requires, platform, reason }. */
  REMOTE_PLATFORM_MISMATCH: { status: 409, message: 'That remote version needs a platform the live shell does not provide', i18nKey: 'error.unknown' },
  /**
   * Activation of a version that serves a path another remote of the merchant serves, or a path the
   * spec gives the shell or another remote; value { merchant, remote, version, path, owner, reason }.
   */
  REMOTE_ROUTE_CONFLICT: { status: 409, message: 'That remote version serves a path another remote already serves', i18nKey: 'error.unknown' },
  /** A second publish of a version with other bytes (versions are immutable); value { remote, version, reason }. */
  REMOTE_VERSION_IMMUTABLE: { status: 409, message: 'That remote version is already published with other files', i18nKey: 'error.unknown' },
  /** Publish of a folder that is missing, incomplete or inconsistent; value { remote, version, reason }. */
  REMOTE_FOLDER_INVALID: { status: 422, message: 'That remote version folder cannot be published', i18nKey: 'error.unknown' },
  /** An upload of a version that is already published or on disk (versions are immutable); value { remote, version, reason }. */
  REMOTE_VERSION_EXISTS: { status: 409, message: 'That remote version is already published: versions are immutable', i18nKey: 'error.unknown' },
  /** A release archive that is not a gzip tar, or holds a link, an absolute path, a '..' or another unsafe entry; value { reason }. */
  RELEASE_ARCHIVE_INVALID: { status: 400, message: 'The release archive cannot be used', i18nKey: 'error.unknown' },
  /** A release archive above its packed or unpacked size or file count; value { reason, maxBytes?, maxFiles? }. */
  RELEASE_ARCHIVE_TOO_LARGE: { status: 413, message: 'The release archive is too large', i18nKey: 'error.unknown' },
  /** An upload to a server whose dist folder it cannot write (read-only image, full disk); value { reason }. Not the uploader's fault: a 503. */
  RELEASE_UPLOAD_UNAVAILABLE: { status: 503, message: 'This server cannot store uploaded releases now', i18nKey: 'error.unknown' },
  // Preview grants (previews.ts; docs/decisions/remote-overrides.md): a grant presented on a page or registry call.
  /** A grant the server did not sign, altered, unknown or revoked. */
  PREVIEW_GRANT_INVALID: { status: 403, message: 'This preview link is not valid', i18nKey: 'error.previewInvalid' },
  /** A grant past its expiry; value { expiresAt }. */
  PREVIEW_GRANT_EXPIRED: { status: 403, message: 'This preview link has expired', i18nKey: 'error.previewExpired' },
  /** A grant issued for another merchant than the one this site is; value { merchant }. */
  PREVIEW_GRANT_WRONG_MERCHANT: { status: 403, message: 'This preview link is for another site', i18nKey: 'error.previewMerchant' },
  /** A URL preview whose origin is not on the merchant's allowlist; value { origin }. */
  PREVIEW_ORIGIN_NOT_ALLOWED: { status: 403, message: 'This preview loads code from an address the site does not allow', i18nKey: 'error.previewOrigin' },
  /** A version preview of a version that is not published, failed its contract or needs another platform; value { remote, version, reason }. */
  PREVIEW_VERSION_REFUSED: { status: 409, message: 'This preview names a version that cannot be shown', i18nKey: 'error.previewVersion' },
  // Human check and remember-me (accounts; docs/decisions/accounts-human-check.md, accounts-remember-me.md).
  /** Login in password mode or registration without a solved human check; value { humanCheck: true }. */
  HUMAN_CHECK_REQUIRED: { status: 400, message: 'Please complete the verification', i18nKey: 'error.humanCheckRequired' },
  /** A human check that is unknown, expired, already used, not solved, or cheaper than the pressure on the login now asks; value { humanCheck: true, difficulty? } (difficulty: what a new challenge for this login costs). */
  HUMAN_CHECK_FAILED: { status: 400, message: 'Verification failed, please try again', i18nKey: 'error.humanCheckFailed' },
  /** Re-login with a remember-me cookie that is missing, expired or revoked. */
  REMEMBER_INVALID: { status: 401, message: 'Please log in again', i18nKey: 'error.rememberInvalid' },
  // Operator content (content.ts): banners, announcements, help entries, hot list, winners. Operator-facing: generic keys.
  CONTENT_NOT_FOUND: { status: 404, message: 'The content does not exist', i18nKey: 'error.notFound' },
  CONTENT_GROUP_INVALID: { status: 400, message: 'A banner needs a group (m_home, m_live, m_reg), and only banners have one', i18nKey: 'error.validation' },
  CONTENT_GAME_UNKNOWN: { status: 400, message: 'The merchant does not offer this game', i18nKey: 'error.validation' },
  // Manual-transfer receipts (deposits.ts uploadDepositReceipt, adminDepositReceipt).
  DEPOSIT_RECEIPT_TYPE: { status: 400, message: 'Images must be png or jpg', i18nKey: 'error.applicationImageType' },
  DEPOSIT_RECEIPT_TOO_LARGE: { status: 413, message: 'The image may be at most 5MB', i18nKey: 'error.kycImageSize' },
  DEPOSIT_RECEIPT_INVALID: { status: 400, message: 'The upload could not be read', i18nKey: 'error.applicationUpload' },
  DEPOSIT_RECEIPT_NOT_FOUND: { status: 404, message: 'No receipt was uploaded for this deposit', i18nKey: 'error.depositReceiptNotFound' },
  // Merchant setup (merchantSetup.ts; docs/decisions/merchant-setup.md). Operator-facing: generic keys.
  MERCHANT_EXISTS: { status: 409, message: 'A merchant with this code already exists', i18nKey: 'error.validation' },
  /** A domain another merchant answers on; value { field: 'domains', domain, merchant }. */
  MERCHANT_DOMAIN_TAKEN: { status: 409, message: 'This domain already belongs to another merchant', i18nKey: 'error.validation' },
  /** A brand colour below WCAG AA against what it carries or sits on; value { field, theme, against, ratio, min, reason }. */
  BRAND_CONTRAST_LOW: { status: 400, message: 'A brand colour does not reach the contrast WCAG AA asks for', i18nKey: 'error.validation' },
  /** A logo or icon that is not a readable SVG or PNG (or an icon that is not square or too small); value { field, reason }. */
  BRAND_ASSET_INVALID: { status: 400, message: 'The image is not a usable SVG or PNG', i18nKey: 'error.validation' },
  BRAND_ASSET_TOO_LARGE: { status: 413, message: 'The image may be at most 32 KB', i18nKey: 'error.validation' },
  /** A registration setup with which a tab cannot register anyone; value { field, tab, reason }. */
  REGISTRATION_UNUSABLE: { status: 409, message: 'With this setup a registration tab cannot register anyone', i18nKey: 'error.validation' },
  SETUP_NOTHING_TO_UNDO: { status: 409, message: 'There is no change of this merchant to undo', i18nKey: 'error.validation' },
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is TErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}
