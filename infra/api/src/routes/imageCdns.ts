import { getImageCdns, updateImageCdns, type TImageCdnsView } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { parseJson } from '../lib/json';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { audit } from '../services/admin';
import { operatorActor } from './adminSession';

/** The merchant_config key the status payload's `imageCDNs` is read from (services/merchants.ts). */
const CONFIG_KEY = 'imageCDNs';

async function view(db: Kysely<DB>, code: string, allowed: readonly string[]): Promise<TImageCdnsView> {
  const m = await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
  if (!m) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
  const row = await db.selectFrom('merchant_config').select('value').where('merchant_code', '=', code).where('key', '=', CONFIG_KEY).executeTakeFirst();
  return { origins: parseJson<string[]>(row?.value, []), allowed: [...allowed] };
}

/**
 * A merchant's image CDNs (spec §3 status `imageCDNs`; docs/decisions/image-cdns.md): the operator
 * picks among the origins the deployment allows (IMAGE_CDN_ORIGINS, which the pages' CSP img-src
 * lists), so a merchant can never point its players' browsers at an origin the policy would block.
 */
export const imageCdnRoutes = routesPlugin<{ allowed: readonly string[]; adminPerMinute: number }>(
  'tessera-image-cdn-routes',
  { dependencies: ROUTE_DEPENDENCIES },
  async (app, opts) => {
    const admin = { rateLimitPerMinute: opts.adminPerMinute };
    route(app, getImageCdns, async ({ params }) => view(app.db, params.code, opts.allowed), admin);
    route(
      app,
      updateImageCdns,
      async ({ params, body }, request) => {
        const before = await view(app.db, params.code, opts.allowed);
        const origins = [...new Set(body.origins.map((o) => new URL(o).origin))];
        const refused = origins.map((o, i) => ({ o, i })).filter(({ o }) => !opts.allowed.includes(o));
        if (refused.length) {
          throw validationError(
            refused.map(({ i }) => ({
              in: 'body' as const,
              path: `origins.${i}`,
              message: 'Not one of the image CDNs this deployment allows (IMAGE_CDN_ORIGINS)',
            })),
          );
        }
        await app.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('merchant_config').where('merchant_code', '=', params.code).where('key', '=', CONFIG_KEY).execute();
          await trx
            .insertInto('merchant_config')
            .values({ merchant_code: params.code, key: CONFIG_KEY, value: JSON.stringify(origins) })
            .execute();
          await audit(trx, { actor: operatorActor(request), action: 'merchant.imageCdns', target: params.code, before: before.origins, after: origins });
        });
        return { origins, allowed: [...opts.allowed] };
      },
      admin,
    );
  },
);
