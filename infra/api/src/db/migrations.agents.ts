import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { TDialect } from './dialect';

/**
 * 0014_agents: agent rebate rates, contract offers (pending → accepted / declined / withdrawn /
 * replaced) and salary / dividend settlements, one row per agent, kind and period (the unique
 * constraint is what makes a re-run of a settlement pay nobody twice).
 */
export function agentsMigration(dialect: TDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  const autoId = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('agent_rebates')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        // Tenths of a percent: 15 = 1.5 %.
        .addColumn('rate_tenths', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('agent_contracts')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('label', 'varchar(64)', (c) => c.notNull())
        // JSON array of { minTurnoverMinor, value } (value: minor units, or hundredths of a percent for dividends).
        .addColumn('tiers', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('offered_at', 'text', (c) => c.notNull())
        .addColumn('responded_at', 'text')
        .execute();
      await db.schema.createIndex('agent_contracts_member_idx').on('agent_contracts').columns(['member_id', 'kind', 'status']).execute();

      await db.schema
        .createTable('agent_settlements')
        .addColumn('id', idColumn, autoId)
        .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('period', 'varchar(10)', (c) => c.notNull())
        .addColumn('contract_id', 'integer', (c) => c.notNull())
        .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
        .addColumn('profit_minor', 'bigint', (c) => c.notNull())
        // JSON of the tier reached, or null.
        .addColumn('tier', 'text')
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('transaction_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('agent_settlements_period_uq', ['member_id', 'kind', 'period'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('agent_settlements').ifExists().execute();
      await db.schema.dropTable('agent_contracts').ifExists().execute();
      await db.schema.dropTable('agent_rebates').ifExists().execute();
    },
  };
}
