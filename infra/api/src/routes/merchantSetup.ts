import { createMerchant, getMerchantSetup, undoMerchantSetup, updateMerchantSetup, uploadMerchantAsset } from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { errorEnvelope } from '../errors';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import type { TAdminContext } from '../services/admin';
import { createMerchantSetup, merchantSetup, themeCss, themeCssUrl, undoLastChange, updateSetup, uploadAsset } from '../services/merchantSetup';
import { EMPTY_BRANDING, type TStoredBranding } from '../services/merchantSetup/brand';
import { parseJson } from '../lib/json';
import { operatorActor } from './adminSession';

export interface TMerchantSetupRoutesOptions {
  adminPerMinute: number;
}

/** Brand files are content-addressed: a new logo or new colours get a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Merchant setup (docs/decisions/merchant-setup.md): the operator calls, with the same operator
 * check as every /api/admin descriptor (route.ts), and the brand files players' pages load:
 * /brand/<code>/<sha256>.svg|png (logo, icon) and /brand/<code>/theme-<hash>.css (brand colours).
 */
export const merchantSetupRoutes = routesPlugin<TMerchantSetupRoutesOptions>(
  'tessera-merchant-setup-routes',
  { dependencies: ROUTE_DEPENDENCIES },
  async (app, opts) => {
    const limit = { rateLimitPerMinute: opts.adminPerMinute };
    const ctx = (request: FastifyRequest): TAdminContext => ({ db: app.db, dialect: app.dialect, actor: operatorActor(request) });

    route(app, createMerchant, async ({ body }, request) => createMerchantSetup(ctx(request), body), limit);
    route(app, getMerchantSetup, async ({ params }) => merchantSetup(app.db, params.code), limit);
    route(app, updateMerchantSetup, async ({ params, body }, request) => updateSetup(ctx(request), params.code, body), limit);
    route(app, uploadMerchantAsset, async ({ params, body }, request) => uploadAsset(ctx(request), params.code, params.slot, body.asset), limit);
    route(app, undoMerchantSetup, async ({ params }, request) => undoLastChange(ctx(request), params.code), limit);

    const notFound = () => errorEnvelope('NOT_FOUND');
    app.get<{ Params: { code: string; file: string } }>('/brand/:code/:file', { schema: { hide: true } }, async (request, reply) => {
      const { code, file } = request.params;
      const asset = /^([0-9a-f]{64})\.(svg|png)$/.exec(file);
      if (asset?.[1]) {
        const row = await app.db
          .selectFrom('merchant_assets')
          .select(['content_type', 'data'])
          .where('merchant_code', '=', code)
          .where('hash', '=', asset[1])
          .executeTakeFirst();
        if (!row || (row.content_type === 'image/png') !== (asset[2] === 'png')) return reply.code(404).send(notFound());
        return reply
          .headers({
            'content-type': row.content_type === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : 'image/png',
            'cache-control': IMMUTABLE,
            // Opened directly, an SVG is a document: give it nothing to run or load.
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          })
          .send(Buffer.from(row.data, 'base64'));
      }
      if (/^theme-[0-9a-f]{8}\.css$/.test(file)) {
        const row = await app.db
          .selectFrom('merchant_config')
          .select('value')
          .where('merchant_code', '=', code)
          .where('key', '=', 'branding')
          .executeTakeFirst();
        const colours = parseJson<Partial<TStoredBranding>>(row?.value, EMPTY_BRANDING).colours;
        if (!colours) return reply.code(404).send(notFound());
        const css = themeCss(colours);
        // Only the current colours answer; an old URL is a miss (the page names the current one).
        if (themeCssUrl(code, css) !== `/brand/${code}/${file}`) return reply.code(404).send(notFound());
        return reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': IMMUTABLE }).send(css);
      }
      return reply.code(404).send(notFound());
    });
  },
);
