import { checkRegionAddress, getRegionRules, updateRegionRules } from '@tessera/contract/api';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { checkAddress, regionView, updateRegion } from '../services/region';
import { operatorActor } from './adminSession';

/**
 * Operator calls of region restriction by address (services/region.ts): read the rules, replace
 * them (audited; route() drops the read cache after the change, so the next status read and gated
 * call follow them), and try an address. Authorised like every /api/admin call (route.ts).
 */
export const regionRoutes = routesPlugin<{ adminPerMinute: number }>('tessera-region-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app, opts) => {
  const limit = { rateLimitPerMinute: opts.adminPerMinute };
  route(app, getRegionRules, async ({ params }) => regionView(app, params.code), limit);
  route(
    app,
    updateRegionRules,
    async ({ params, body }, request) => updateRegion({ db: app.db, dialect: app.dialect, actor: operatorActor(request) }, params.code, body),
    limit,
  );
  route(app, checkRegionAddress, async ({ params, query }) => checkAddress(app, params.code, query.ip), limit);
});
