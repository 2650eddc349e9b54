import type { Generated } from 'kysely';

/** Tables of migration 0036_release_credentials (added to DB in schema.ts): docs/decisions/release-credentials.md. */
export interface ReleaseCredentialTables {
  release_credentials: ReleaseCredentialsTable;
}

/** A team's credential to publish versions of one remote (`Authorization: Bearer tsrel_…`). */
export interface ReleaseCredentialsTable {
  id: Generated<number>;
  /** The one remote name it may publish. */
  remote: string;
  /** The operator's label (the team, the CI job). */
  name: string;
  /** sha256 (hex) of the secret; the secret is shown once. */
  token_hash: string;
  created_at: string;
  /** The audit log's "who" of the operator that issued it. */
  created_by: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}
