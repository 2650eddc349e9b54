import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';
import type { TDialect } from './dialect';
import { catalogMigration } from './migrations.catalog';
import { liveMigration } from './migrations.live';
import { livePassesChatMigration, liveRoomShowsMigration } from './migrations.liveRooms';
import { playerMigration } from './migrations.player';
import { rewardsMigration } from './migrations.rewards';
import { walletMigration } from './migrations.wallet';
import { walletMemberMigration } from './migrations.walletMember';
import { depositsMigration } from './migrations.deposits';
import { playMigration } from './migrations.play';
import { messagingMigration } from './migrations.messaging';
import { agentsMigration } from './migrations.agents';
import { agentExtrasMigration } from './migrations.agentExtras';
import { securityMigration } from './migrations.security';
import { kycMigration } from './migrations.kyc';
import { depositPromosMigration } from './migrations.depositPromos';
import { playExtrasMigration } from './migrations.playExtras';
import { playSettleMigration } from './migrations.playSettle';
import { releasesMigration } from './migrations.releases';
import { vipLevelsMigration } from './migrations.vip';
import { contentOverridesMigration } from './migrations.content';
import { depositReceiptsMigration } from './migrations.depositReceipts';
import { sharedStateMigration } from './migrations.sharedState';
import { canaryVotesMigration } from './migrations.canary';
import { supportChatMigration } from './migrations.supportChat';
import { operatorsMigration } from './migrations.operators';
import { merchantAssetsMigration } from './migrations.merchantSetup';
import { regionRulesMigration } from './migrations.region';
import { previewGrantsMigration } from './migrations.previews';
import { responsibleMigration } from './migrations.responsible';
import { promotionTermsMigration } from './migrations.promotionTerms';
import { contentTranslationsMigration } from './migrations.translations';
import { withdrawDailyCountMigration } from './migrations.withdrawDailyCount';
import { firstPasswordMigration } from './migrations.firstPassword';
import { emailRecoveryMigration, feedbackMigration } from './migrations.emailRecovery';
import { vendorLaunchMigration } from './migrations.vendorLaunch';
import { headIconsMigration } from './migrations.headIcons';
import { socialLoginMigration } from './migrations.socialLogin';
import { releaseCredentialsMigration } from './migrations.releaseCredentials';

// Migrations are code (no files to find at run time) and must run on SQLite and PostgreSQL.
// Never edit a released migration: add the next one (0002_...).

function migrations(dialect: TDialect): Record<string, Migration> {
  // An auto-incrementing integer key in each dialect's own words.
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';

  return {
    '0001_platform': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('merchants')
          .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('region_restriction', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('theme', 'varchar(8)', (c) => c.notNull().defaultTo('dark'))
          .addColumn('currency_code', 'varchar(8)', (c) => c.notNull())
          .addColumn('currency_symbol', 'varchar(8)', (c) => c.notNull())
          .addColumn('domains', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('merchant_flags')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('key', 'varchar(64)', (c) => c.notNull())
          .addColumn('enabled', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('merchant_flags_pk', ['merchant_code', 'key'])
          .execute();

        await db.schema
          .createTable('merchant_remotes')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('remote', 'varchar(32)', (c) => c.notNull())
          .addColumn('enabled', 'integer', (c) => c.notNull())
          .addColumn('version', 'varchar(32)', (c) => c.notNull())
          .addColumn('canary_version', 'varchar(32)')
          .addColumn('canary_percent', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('merchant_remotes_pk', ['merchant_code', 'remote'])
          .execute();

        await db.schema
          .createTable('merchant_config')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('key', 'varchar(64)', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('merchant_config_pk', ['merchant_code', 'key'])
          .execute();

        await db.schema
          .createTable('remote_versions')
          .addColumn('remote', 'varchar(32)', (c) => c.notNull())
          .addColumn('version', 'varchar(32)', (c) => c.notNull())
          .addColumn('entry', 'text', (c) => c.notNull())
          .addColumn('routes', 'text', (c) => c.notNull())
          .addColumn('requires_platform', 'varchar(32)', (c) => c.notNull())
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('remote_versions_pk', ['remote', 'version'])
          .execute();

        await db.schema
          .createTable('telemetry')
          .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('kind', 'varchar(32)', (c) => c.notNull())
          .addColumn('remote', 'varchar(32)')
          .addColumn('version', 'varchar(32)')
          .addColumn('reason', 'varchar(32)')
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('path', 'text', (c) => c.notNull())
          .addColumn('value', 'double precision')
          .addColumn('user_agent', 'text')
          .addColumn('ip', 'varchar(64)')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('telemetry_created_at_idx').on('telemetry').column('created_at').execute();

        await db.schema
          .createTable('audit_log')
          .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('actor', 'varchar(64)', (c) => c.notNull())
          .addColumn('action', 'varchar(64)', (c) => c.notNull())
          .addColumn('target', 'varchar(128)', (c) => c.notNull())
          .addColumn('before', 'text')
          .addColumn('after', 'text')
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'id']).execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['audit_log', 'telemetry', 'remote_versions', 'merchant_config', 'merchant_remotes', 'merchant_flags', 'merchants']) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    '0002_route_titles': {
      // Route titles per language from routes.json, so the shell can title a page before its remote loads.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('remote_versions').addColumn('titles', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('remote_versions').dropColumn('titles').execute();
      },
    },
    '0003_accounts': {
      // Members, sessions (hashed tokens), the login key ring, captchas, SMS codes + dev outbox,
      // failed-login counters and affiliate codes (docs/login-encryption.md, services/accounts).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('members')
          .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('username', 'varchar(64)', (c) => c.notNull())
          .addColumn('password_hash', 'text')
          .addColumn('payment_password_hash', 'text')
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('email', 'text')
          .addColumn('country_code', 'varchar(8)')
          .addColumn('mobile', 'varchar(32)')
          .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('head_icon', 'varchar(8)', (c) => c.notNull().defaultTo('1'))
          .addColumn('parent_id', 'integer')
          .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('register_method', 'varchar(16)')
          .addColumn('register_url', 'text')
          .addColumn('register_ip', 'varchar(64)')
          .addColumn('claimed_at', 'text')
          .addColumn('last_login_at', 'text')
          .addColumn('password_changed_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('members_username_uq').unique().on('members').columns(['merchant_code', 'username']).execute();
        await db.schema.createIndex('members_email_uq').unique().on('members').columns(['merchant_code', 'email']).execute();
        await db.schema.createIndex('members_mobile_uq').unique().on('members').columns(['merchant_code', 'country_code', 'mobile']).execute();
        await db.schema.createIndex('members_parent_idx').on('members').column('parent_id').execute();

        await db.schema
          .createTable('sessions')
          .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('device', 'varchar(32)')
          .addColumn('ip', 'varchar(64)')
          .addColumn('user_agent', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .addColumn('revoked_reason', 'varchar(32)')
          .execute();
        await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

        await db.schema
          .createTable('login_keys')
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('algorithm', 'varchar(64)', (c) => c.notNull())
          .addColumn('public_jwk', 'text', (c) => c.notNull())
          .addColumn('private_pkcs8', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('retired_at', 'text')
          .execute();

        await db.schema
          .createTable('captchas')
          .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

        await db.schema
          .createTable('sms_codes')
          .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
          .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
          .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
          .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
        await db.schema.createIndex('sms_codes_mobile_idx').on('sms_codes').columns(['merchant_code', 'country_code', 'mobile', 'created_at']).execute();

        await db.schema
          .createTable('sms_outbox')
          .addColumn('id', idColumn, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
          .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
          .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('auth_failures')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('scope', 'varchar(16)', (c) => c.notNull())
          .addColumn('subject', 'varchar(128)', (c) => c.notNull())
          .addColumn('failures', 'integer', (c) => c.notNull())
          .addColumn('first_failed_at', 'text', (c) => c.notNull())
          .addColumn('last_failed_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('auth_failures_pk', ['merchant_code', 'scope', 'subject'])
          .execute();

        await db.schema
          .createTable('affiliate_codes')
          .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code').onDelete('cascade'))
          .addColumn('code', 'varchar(32)', (c) => c.notNull())
          .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
          .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('affiliate_codes_pk', ['merchant_code', 'code'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['affiliate_codes', 'auth_failures', 'sms_outbox', 'sms_codes', 'captchas', 'login_keys', 'sessions', 'members']) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    // The games catalogue and public content (migrations.catalog.ts, schema.catalog.ts).
    '0004_catalog': catalogMigration(dialect),
    // The money ledger and idempotency keys (migrations.wallet.ts, schema.wallet.ts).
    '0005_wallet': walletMigration(dialect),
    // Live-stream rooms (migrations.live.ts, schema.live.ts).
    '0009_live': liveMigration(dialect),
    // One migration per area, each in its own file with its schema.<area>.ts.
    '0010_wallet_member': walletMemberMigration(dialect),
    '0011_deposits': depositsMigration(dialect),
    '0012_play': playMigration(dialect),
    '0013_messaging': messagingMigration(dialect),
    '0014_agents': agentsMigration(dialect),
    '0015_player': playerMigration(dialect),
    '0016_rewards': rewardsMigration(dialect),
    '0017_deposit_promos': depositPromosMigration(dialect),
    '0019_play_extras': playExtrasMigration(dialect),
    '0020_security': securityMigration(dialect),
    '0021_agent_extras': agentExtrasMigration(dialect),
    '0022_social_login_off': {
      // Facebook and Google login are not built (docs/decisions/api-coverage.md); acme was seeded
      // with GOOGLELOGIN3 on. The seed only inserts missing rows, so existing databases need this.
      async up(db: Kysely<unknown>) {
        await sql`UPDATE merchant_flags SET enabled = 0 WHERE "key" IN ('FACEBOOKLOGIN3', 'GOOGLELOGIN3')`.execute(db);
      },
      async down() {
        // Which merchants had them on is not kept; they stay off.
      },
    },
    '0023_ticket_sessions': {
      // A launch ticket names the session it was issued to, so it stops working when that session
      // ends (logout, password change, disabled account). NULL only for tickets issued before this
      // migration, which expire within LAUNCH_TICKET_MINUTES.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('play_tickets').addColumn('session_hash', 'varchar(64)').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('play_tickets').dropColumn('session_hash').execute();
      },
    },
    '0024_bet_close_times': playSettleMigration(dialect),
    '0025_releases': releasesMigration(dialect),
    '0026_kyc': kycMigration(dialect),
    '0027_content_overrides': contentOverridesMigration(),
    '0028_vip_levels': vipLevelsMigration(),
    '0029_deposit_receipts': depositReceiptsMigration(),
    // State every API process shares (rate limits): docs/decisions/deploy.md.
    '0030_shared_state': sharedStateMigration(dialect),
    // Who may vote in a canary watch: docs/decisions/releases.md.
    '0031_canary_votes': canaryVotesMigration(),
    // Region restriction by address: docs/decisions/region-restriction.md.
    '0032_region_rules': regionRulesMigration(),
    // Merchant logos and icons: docs/decisions/merchant-setup.md.
    '0033_merchant_assets': merchantAssetsMigration(),
    // Named operators, their sessions and tokens: docs/decisions/operators.md.
    '0034_operators': operatorsMigration(dialect),
    // The support chat: docs/decisions/support-chat.md.
    '0035_support_chat': supportChatMigration(dialect),
    // Team release credentials (one remote, publish only): docs/decisions/release-credentials.md.
    '0036_release_credentials': releaseCredentialsMigration(dialect),
    // Preview grants and dev origins: docs/decisions/remote-overrides.md.
    '0037_preview_grants': previewGrantsMigration(),
    // Responsible-gambling limits and exclusions: docs/decisions/responsible-gambling.md.
    '0038_responsible_gambling': responsibleMigration(dialect),
    // Operator text per language (announcements, inbox): docs/decisions/languages.md.
    '0043_content_translations': contentTranslationsMigration(),
    // A promotion's terms from its deposit promotion's record: docs/decisions/promotions-as-data.md.
    '0044_promotion_terms': promotionTermsMigration(),
    // Withdrawals a day move from the withdraw config to VIP 0's row: docs/decisions/money.md.
    '0046_withdraw_daily_count': withdrawDailyCountMigration(),
    // A password chosen for the member must be replaced at first login: docs/decisions/first-password.md.
    '0052_first_password': firstPasswordMigration(),
    // Password recovery by e-mail: docs/decisions/email-recovery.md.
    '0055_email_recovery': emailRecoveryMigration(dialect),
    // Feedback from the help center: docs/decisions/feedback.md.
    '0056_feedback': feedbackMigration(dialect),
    // Social login through OpenID Connect: docs/decisions/social-login.md.
    '0053_social_login': socialLoginMigration(dialect),
    // A lottery vendor's launch URL per merchant: docs/decisions/lottery-vendor-frames.md.
    '0059_vendor_launch_url': vendorLaunchMigration(),
    // A member's own head icon picture: docs/decisions/head-icon-upload.md.
    '0060_member_head_icons': headIconsMigration(),
    // Live rooms' page, pay-per-view passes and chat: docs/decisions/live-rooms.md.
    '0057_live_room_shows': liveRoomShowsMigration(),
    '0058_live_passes_chat': livePassesChatMigration(dialect),
  };
}

export function migrationProvider(dialect: TDialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
