import type { Generated } from 'kysely';
import type { TBit } from './columns';

/** Tables of migration 0053_social_login (added to DB in schema.ts). */
export interface SocialLoginTables {
  oidc_providers: OidcProvidersTable;
  oidc_flows: OidcFlowsTable;
  member_identities: MemberIdentitiesTable;
}

export interface OidcProvidersTable {
  merchant_code: string;
  /** google | facebook. */
  provider: string;
  issuer: string;
  client_id: string;
  /** Never answered by a call, never logged. */
  client_secret: string;
  enabled: TBit;
  updated_at: string;
}

export interface OidcFlowsTable {
  id: Generated<number>;
  /** sha256 hex of the state sent to the provider. */
  state_hash: string;
  /** sha256 hex of the httpOnly cookie of the browser that started the flow. */
  browser_hash: string;
  merchant_code: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: string;
  used_at: string | null;
  signup_hash: string | null;
  /** JSON of the checked identity (issuer, subject, email, phone) awaiting the sign-up's details. */
  claims: string | null;
  signup_expires_at: string | null;
  signup_used_at: string | null;
  created_at: string;
}

export interface MemberIdentitiesTable {
  id: Generated<number>;
  merchant_code: string;
  issuer: string;
  subject: string;
  member_id: number;
  created_at: string;
}
