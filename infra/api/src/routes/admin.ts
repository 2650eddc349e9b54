import {
  getRegistrationConfig,
  listAuditLog,
  listMerchants,
  listRemoteHealth,
  listRemoteVersions,
  publishRemoteVersion,
  updateMerchantFlags,
  updateMerchantRemote,
  updateMerchantStatus,
  updateRegistrationConfig,
} from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { listAudit, registrationFields, updateFlags, updateRegistrationFields, updateRemote, updateStatus, type TAdminContext } from '../services/admin';
import { listMerchantViews } from '../services/merchants';
import { publishedVersions } from '../services/registry';
import { publishRelease, remoteHealth } from '../services/releases';
import { operatorActor, opsSessionRoutes } from './adminSession';
import { operatorRoutes } from './operators';
import { releaseCredentialRoutes } from './releaseCredentials';
import { previewRoutes } from './previews';
import { routesPlugin } from '../lib/plugin';

export interface TAdminRoutesOptions {
  adminPerMinute: number;
}

const AUDIT_PAGE = 50;

/**
 * Operator API (/api/admin/*): a named operator's session or token, or the break-glass ADMIN_TOKEN, and
 * the role's right to the call (adminSession.ts's admitOperator, which route.ts applies to every admin descriptor). Every change is audited in its own transaction.
 */
export const adminRoutes = routesPlugin<TAdminRoutesOptions>('tessera-admin-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app, opts) => {
  const limit = { rateLimitPerMinute: opts.adminPerMinute };
  const actorOf = operatorActor;
  const ctx = (request: FastifyRequest): TAdminContext => ({ db: app.db, dialect: app.dialect, actor: actorOf(request) });

  opsSessionRoutes(app);
  operatorRoutes(app, limit);
  previewRoutes(app, limit);

  route(app, listMerchants, async () => listMerchantViews(app.db), limit);
  route(app, updateMerchantStatus, async ({ params, body }, request) => updateStatus(ctx(request), params.code, body), limit);
  route(app, updateMerchantFlags, async ({ params, body }, request) => updateFlags(ctx(request), params.code, body), limit);
  route(app, updateMerchantRemote, async ({ params, body }, request) => updateRemote(ctx(request), params.code, params.remote, body), limit);
  route(app, getRegistrationConfig, async ({ params }) => registrationFields(app.db, params.code), limit);
  route(app, updateRegistrationConfig, async ({ params, body }, request) => updateRegistrationFields(ctx(request), params.code, body), limit);
  route(app, listRemoteVersions, async () => publishedVersions(app.db), limit);
  // A release publishes a folder of the served dist while the server runs (npm run release).
  route(
    app,
    publishRemoteVersion,
    async ({ body }, request) => publishRelease({ db: app.db, distDir: app.settings.distDir, actor: actorOf(request) }, body.remote, body.version),
    limit,
  );
  // Team release credentials and the upload a team releases with (release-credentials.md).
  await releaseCredentialRoutes(app, limit);
  route(app, listRemoteHealth, async ({ query }) => remoteHealth(app.db, query), limit);
  route(app, listAuditLog, async ({ query }) => listAudit(app.db, { ...query, limit: query.limit ?? AUDIT_PAGE }), limit);
});
