import { OPERATOR_ROLES, type TOperatorRole } from '@tessera/contract/api';

// THE one place that says which operator role may make which operator call (docs/decisions/operators.md).
// route.ts checks every `auth: 'admin'` descriptor against it after the operator is known; a call
// that is not listed here is the owner's alone (a new admin call is refused to every other role
// until someone classifies it, and roles.test.ts fails until then). The owner may make every call.

const RELEASE: TOperatorRole = 'release-manager';
const CONTENT: TOperatorRole = 'content-editor';
const SUPPORT: TOperatorRole = 'support-agent';
const AUDITOR: TOperatorRole = 'auditor';
/** Every role (the owner is implied everywhere). */
const EVERYONE = [RELEASE, CONTENT, SUPPORT, AUDITOR] as const;
/** Owner only, on purpose (not forgotten). */
const OWNER_ONLY = [] as const;

/**
 * Roles besides the owner that may make each call, by operationId. Reads of players' documents and
 * secrets (KYC documents, receipts, SMS codes, chats) go to the roles that work with them, not to
 * the auditor; money decisions and merchant set-up stay the owner's.
 */
export const CALL_ROLES: Readonly<Record<string, readonly TOperatorRole[]>> = {
  // Operators (this module): everyone sees who they are and manages their own API tokens (the
  // handlers keep a non-owner to their own); accounts and roles are the owner's.
  getOperatorSelf: EVERYONE,
  listOperatorTokens: EVERYONE,
  createOperatorToken: EVERYONE,
  revokeOperatorToken: EVERYONE,
  listOperators: [AUDITOR],
  createOperator: OWNER_ONLY,
  updateOperator: OWNER_ONLY,
  getBreakGlass: [AUDITOR],

  // Merchants, releases and health.
  listMerchants: EVERYONE,
  listRemoteVersions: EVERYONE,
  listRemoteHealth: EVERYONE,
  publishRemoteVersion: [RELEASE],
  updateMerchantRemote: [RELEASE],
  // Team release credentials (release-credentials.md): the release manager issues and revokes them;
  // an upload by an operator needs the right to publish (a credential is admitted by adminSession.ts).
  listReleaseCredentials: [RELEASE, AUDITOR],
  createReleaseCredential: [RELEASE],
  revokeReleaseCredential: [RELEASE],
  uploadRemoteRelease: [RELEASE],
  updateMerchantStatus: OWNER_ONLY,
  updateMerchantFlags: OWNER_ONLY,
  listAuditLog: [AUDITOR],

  // Preview grants and the dev origins they may load from (docs/decisions/remote-overrides.md):
  // the release manager already decides what every player loads, a preview is less.
  createPreviewGrant: [RELEASE],
  listPreviewGrants: [RELEASE, AUDITOR],
  revokePreviewGrant: [RELEASE],
  getPreviewOrigins: [RELEASE, AUDITOR],
  updatePreviewOrigins: [RELEASE],

  // Merchant set-up (registration fields, branding, region rules): the owner's.
  getRegistrationConfig: [CONTENT, AUDITOR],
  updateRegistrationConfig: OWNER_ONLY,
  createMerchant: OWNER_ONLY,
  getMerchantSetup: [AUDITOR],
  updateMerchantSetup: OWNER_ONLY,
  undoMerchantSetup: OWNER_ONLY,
  uploadMerchantAsset: OWNER_ONLY,
  getRegionRules: [AUDITOR],
  updateRegionRules: OWNER_ONLY,
  checkRegionAddress: [AUDITOR],
  // Lottery vendor launch URLs (lottery-vendor-frames.md): where a merchant's players' money goes, the owner's.
  getVendorLaunchUrls: [AUDITOR],
  setVendorLaunchUrl: OWNER_ONLY,
  // Image CDNs: where the players' browsers fetch pictures from (docs/decisions/image-cdns.md).
  getImageCdns: [AUDITOR],
  updateImageCdns: OWNER_ONLY,
  // Social login providers and third-party phone verification (social-login.md): merchant set-up, the owner's.
  listSocialProviders: [AUDITOR],
  updateSocialProvider: OWNER_ONLY,
  getPhoneVerification: [AUDITOR],
  updatePhoneVerification: OWNER_ONLY,

  // Content: banners, announcements, help, hot list, winners.
  adminAnnouncements: [CONTENT, SUPPORT, AUDITOR],
  createAnnouncement: [CONTENT],
  updateAnnouncement: [CONTENT],
  deleteAnnouncement: [CONTENT],
  adminHelpEntries: [CONTENT, SUPPORT, AUDITOR],
  createHelpEntry: [CONTENT],
  updateHelpEntry: [CONTENT],
  deleteHelpEntry: [CONTENT],
  setHotList: [CONTENT],
  clearWinners: [CONTENT],
  sendInboxMessage: [CONTENT, SUPPORT],

  // Players' cases: identity checks, promotion applications, the live chat.
  adminKycSubmissions: [SUPPORT, AUDITOR],
  // Responsible gambling (responsible-gambling.md): support and the auditor read a member's limits
  // and history; a lift is always refused (recorded), support being who would be asked.
  adminMemberResponsible: [SUPPORT, AUDITOR],
  adminLiftExclusion: [SUPPORT],
  // Finding a member (by username or the mobile's last digits) leads to that section.
  adminFindMembers: [SUPPORT, AUDITOR],
  adminKycDocument: [SUPPORT],
  reviewKyc: [SUPPORT],
  adminPromotionApplications: [SUPPORT, AUDITOR],
  adminApplicationImage: [SUPPORT],
  reviewApplication: [SUPPORT],
  adminChatConversations: [SUPPORT],
  adminChatMessages: [SUPPORT],
  adminChatTicket: [SUPPORT],
  adminChatAssign: [SUPPORT],
  adminChatClose: [SUPPORT],
  adminChatUpload: [SUPPORT],
  // Live rooms (live-rooms.md): support reads and hides chat lines; the auditor reads chat and passes; a refund moves money: the owner's.
  adminLiveChat: [SUPPORT, AUDITOR],
  hideLiveChatLine: [SUPPORT],
  adminLivePasses: [SUPPORT, AUDITOR],
  refundLivePass: OWNER_ONLY,

  // Money: reads for support and the auditor; every decision that moves money is the owner's.
  listDeposits: [SUPPORT, AUDITOR],
  adminDepositReceipt: [SUPPORT],
  reviewDeposit: OWNER_ONLY,
  adjustBalance: OWNER_ONLY,
  listDepositPromos: [CONTENT, AUDITOR],
  updateDepositPromo: OWNER_ONLY,
  listWithdrawals: [SUPPORT, AUDITOR],
  reviewWithdrawal: OWNER_ONLY,
  getWithdrawLimits: [AUDITOR],
  updateWithdrawLimits: OWNER_ONLY,

  // Agents.
  listSalaryApplications: [AUDITOR],
  offerContract: OWNER_ONLY,
  processSalaryApplication: OWNER_ONLY,
  setAgentQuotas: OWNER_ONLY,
  settleAgentPeriod: OWNER_ONLY,

  // The simulated SMS gateway's outbox holds live verification codes.
  listSmsOutbox: OWNER_ONLY,
  // ... and the simulated mail gateway's, live recovery links (docs/decisions/email-recovery.md).
  listEmailOutbox: OWNER_ONLY,
  // Members' feedback from the help center: support answers it, content and the auditor read it.
  adminListFeedback: [SUPPORT, CONTENT, AUDITOR],
};

export const isOperatorRole = (value: string): value is TOperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);

/** May `role` make the call named `name`? The owner always; another role only as CALL_ROLES lists. */
export function roleMay(role: TOperatorRole, name: string): boolean {
  if (role === 'owner') return true;
  return Object.prototype.hasOwnProperty.call(CALL_ROLES, name) && (CALL_ROLES[name] ?? []).includes(role);
}
