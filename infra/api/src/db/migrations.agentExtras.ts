import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0021_agent_extras: hourly salary periods (agent_settlements.period widened for YYYY-MM-DDTHH),
 * salary applications (one per agent and day), settlement notices (one per settlement), an agent's
 * registration settings (default rebate rate for members who register through their links) and
 * downline quotas per rebate level. Decisions: docs/decisions/agents.md.
 */
export function agentExtrasMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      // SQLite does not enforce varchar lengths; PostgreSQL needs room for "YYYY-MM-DDTHH".
      if (dialect === 'postgres') {
        await db.schema
          .alterTable('agent_settlements')
          .alterColumn('period', (c) => c.setDataType('varchar(16)'))
          .execute();
      }

      await db.schema
        .createTable('agent_salary_applications')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        // YYYY-MM-DD
        .addColumn('period', 'varchar(16)', (c) => c.notNull())
        .addColumn('contract_id', 'integer', (c) => c.notNull())
        .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
        .addColumn('profit_minor', 'bigint', (c) => c.notNull())
        .addColumn('tier', 'text')
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        // pending | approved | rejected | settled (paid by the operator's settlement run)
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('settlement_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('processed_at', 'text')
        .addColumn('processed_by', 'varchar(64)')
        .addUniqueConstraint('agent_salary_applications_uq', ['member_id', 'period'])
        .execute();
      await db.schema.createIndex('agent_salary_applications_status_idx').on('agent_salary_applications').columns(['merchant_code', 'status']).execute();

      await db.schema
        .createTable('agent_notices')
        .addColumn('id', idColumn, autoId)
        .addColumn('settlement_id', 'integer', (c) => c.notNull().unique())
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('period', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(128)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('inbox_message_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('agent_notices_member_idx').on('agent_notices').columns(['member_id', 'kind']).execute();

      await db.schema
        .createTable('agent_registration_settings')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('default_rate_tenths', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('agent_quotas')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('rate_tenths', 'integer', (c) => c.notNull())
        .addColumn('quota', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('agent_quotas_pk', ['member_id', 'rate_tenths'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['agent_quotas', 'agent_registration_settings', 'agent_notices', 'agent_salary_applications']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
