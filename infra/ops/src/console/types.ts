// The operator API's answers, as the descriptors in shared-contracts define them (types only: the
// console ships no zod).
export type { TMerchant, TPublishedVersionView, TRemoteHealthView } from '@tessera/contract/api';

export type TRemoteConfig = {
  remote: string;
  enabled: boolean;
  version: string;
  canaryVersion: string | null;
  canaryPercent: number;
};

export type TAuditRow = { id: number; actor: string; action: string; target: string; before: unknown; after: unknown; at: string };

export type { TAdminAnnouncement, TAdminHelpEntry } from '@tessera/contract/api';

export type TRegisterField = { enabled: boolean; required: boolean; minAge?: number };
export type TRegistrationView = { merchant: string; fields: Record<string, TRegisterField> };
