import {
  createPreviewGrant,
  getPreviewOrigins,
  listPreviewGrants,
  PREVIEW_COOKIE,
  PREVIEW_HEADER,
  revokePreviewGrant,
  updatePreviewOrigins,
} from '@tessera/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookies } from '../lib/cookies';
import { route, type TRouteOptions } from '../route';
import type { TAdminContext } from '../services/admin';
import * as previews from '../services/previews';
import { operatorActor } from './adminSession';

// The operator's preview calls (docs/decisions/remote-overrides.md). Registered by adminRoutes with
// the other operator calls; who may make each is services/operators/roles.ts's table.

/** The grant key of this server (derived once from its secret). */
export function previewKeyOf(app: FastifyInstance): Buffer {
  return previews.previewKey(app.settings.adminTokenHash);
}

/** The grant a registry call presents: the header first (a tool), else the page's cookie. */
export function presentedGrant(request: FastifyRequest): string | undefined {
  const header = request.headers[PREVIEW_HEADER];
  if (typeof header === 'string' && header) return header;
  return parseCookies(request.headers.cookie)[PREVIEW_COOKIE] || undefined;
}

export function previewRoutes(app: FastifyInstance, limit: TRouteOptions): void {
  const key = previewKeyOf(app);
  const ctx = (request: FastifyRequest): TAdminContext => ({ db: app.db, dialect: app.dialect, actor: operatorActor(request) });

  route(
    app,
    createPreviewGrant,
    async ({ body }, request) => previews.issuePreviewGrant(ctx(request), key, body, `${request.protocol}://${request.host}`),
    limit,
  );
  route(app, listPreviewGrants, async ({ query }) => previews.listPreviewGrants(app.db, query.merchant), limit);
  route(app, revokePreviewGrant, async ({ params }, request) => previews.revokePreviewGrant(ctx(request), params.id), limit);
  route(
    app,
    getPreviewOrigins,
    async ({ params }) => {
      await previews.requireMerchant(app.db, params.code);
      return { origins: await previews.previewOrigins(app.db, params.code) };
    },
    limit,
  );
  route(app, updatePreviewOrigins, async ({ params, body }, request) => previews.setPreviewOrigins(ctx(request), params.code, body.origins), limit);
}
