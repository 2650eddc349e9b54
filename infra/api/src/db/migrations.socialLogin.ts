import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0053_social_login (docs/decisions/social-login.md): OpenID Connect sign-in and sign-up.
 * - oidc_providers: a merchant's provider (google, facebook) as the operator configured it. The
 *   client secret stays here: no call answers it and nothing logs it.
 * - oidc_flows: one authorization in flight (sha256 of its state, the nonce and PKCE verifier, the
 *   sha256 of the browser cookie it is bound to), single use and short lived; after the callback, a
 *   new identity that must still give a detail (date of birth) keeps its checked claims here under
 *   the sha256 of a sign-up token until it finishes.
 * - member_identities: (issuer, subject) of a provider linked to a member.
 */
export function socialLoginMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('oidc_providers')
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('provider', 'varchar(16)', (c) => c.notNull())
        .addColumn('issuer', 'varchar(255)', (c) => c.notNull())
        .addColumn('client_id', 'varchar(255)', (c) => c.notNull())
        .addColumn('client_secret', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('oidc_providers_pk', ['merchant_code', 'provider'])
        .execute();

      await db.schema
        .createTable('oidc_flows')
        .addColumn('id', idColumn, autoId)
        .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('provider', 'varchar(16)', (c) => c.notNull())
        .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
        .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
        .addColumn('redirect_uri', 'varchar(512)', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        // After the callback, for a new identity that must still give details: its sign-up token's hash and checked claims.
        .addColumn('signup_hash', 'varchar(64)', (c) => c.unique())
        .addColumn('claims', 'text')
        .addColumn('signup_expires_at', 'text')
        .addColumn('signup_used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('member_identities')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('issuer', 'varchar(255)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('member_identities_subject_uq', ['merchant_code', 'issuer', 'subject'])
        .execute();
      await db.schema.createIndex('member_identities_member_idx').on('member_identities').columns(['member_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['member_identities', 'oidc_flows', 'oidc_providers']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
