import type { Kysely, Migration } from 'kysely';

/**
 * 0059_vendor_launch_url: merchant_vendors.launch_url (docs/decisions/lottery-vendor-frames.md). A
 * lottery vendor's own page for the merchant, set by the operator (setVendorLaunchUrl); the lottery
 * frame opens it with the launch ticket when its origin is an allowed vendor origin. Null (every
 * existing row): the vendor's games open the platform's demo lottery, as before.
 */
export function vendorLaunchMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('merchant_vendors').addColumn('launch_url', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('merchant_vendors').dropColumn('launch_url').execute();
    },
  };
}
