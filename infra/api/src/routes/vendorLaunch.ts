import { getVendorLaunchUrls, setVendorLaunchUrl } from '@tessera/contract/api';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { setVendorLaunch, vendorLaunchView } from '../services/play/vendorLaunch';
import { operatorActor } from './adminSession';

/**
 * Operator calls of lottery vendor launch URLs (services/play/vendorLaunch.ts;
 * docs/decisions/lottery-vendor-frames.md): read a merchant's, set or clear one (audited).
 * Authorised like every /api/admin call (route.ts, services/operators/roles.ts).
 */
export const vendorLaunchRoutes = routesPlugin<{ adminPerMinute: number; vendorFrameOrigins: readonly string[] }>(
  'tessera-vendor-launch-routes',
  { dependencies: ROUTE_DEPENDENCIES },
  async (app, opts) => {
    const limit = { rateLimitPerMinute: opts.adminPerMinute };
    route(app, getVendorLaunchUrls, async ({ params }) => vendorLaunchView(app.db, params.code, opts.vendorFrameOrigins), limit);
    route(
      app,
      setVendorLaunchUrl,
      async ({ params, body }, request) =>
        setVendorLaunch({ db: app.db, dialect: app.dialect, actor: operatorActor(request) }, params.code, params.vendor, body.url, opts.vendorFrameOrigins),
      limit,
    );
  },
);
