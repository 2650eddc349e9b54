import type { TEndpointOutput } from '@tessera/contract';
import type { listRemoteVersions, TEndpoint } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { TDialect } from './db/dialect';
import type { DB } from './db/schema';
import type { TBulkhead } from './lib/bulkhead';
import type { ReadCache } from './services/readCache';

export type TPublishedVersion = TEndpointOutput<typeof listRemoteVersions>[number];

/** How a route wants its merchant resolved: 'api' answers 404 for an unknown code, 'page' falls back. */
export type TMerchantMode = 'api' | 'page';

/** Settings the plugins read from the app (set once in build). */
export interface TSettings {
  /** sha256 of ADMIN_TOKEN; the token itself is not kept on the app. */
  adminTokenHash: Buffer;
  /** ADMIN_TOKEN opens the operator API as the break-glass credential (false: ADMIN_TOKEN_DISABLED=1). */
  breakGlass: boolean;
  distDir: string;
  /** Validate every API answer against its descriptor (on outside production: catches drift in tests). */
  checkResponses: boolean;
  /** Per-IP limit of every /api/admin call that names none of its own. */
  adminPerMinute: number;
  /** Each money or secret call's limit per signed-in member (route()'s rateLimitPerMember). */
  memberPerMinute: number;
  /** Per-IP limit of the console's sign-in (POST /api/admin/session). */
  opsLoginPerMinute: number;
}

/** One API route registered through route(): for 405 answers and the OpenAPI document. */
export interface TApiRouteInfo {
  method: string;
  pattern: RegExp;
  endpoint: TEndpoint;
  /** Has its own per-IP rate limit. */
  rateLimited: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: TDialect;
    settings: TSettings;
    apiRoutes: TApiRouteInfo[];
    /** Snapshots of operator data for the read path; invalidate() after changing that data outside route(). */
    readCache: ReadCache;
    /** Resolves the merchant of a request (header, query, cookie, host, default). */
    resolveMerchant(request: FastifyRequest, mode: TMerchantMode, reply?: FastifyReply): Promise<string>;
    /** The money calls' own line (lib/bulkhead.ts): a burst of them never fills the database's line ahead of a login. */
    moneyLine: TBulkhead;
  }
  interface FastifyRequest {
    /** The merchant code of this request ('' until resolved). */
    merchant: string;
    /** The descriptor-validated input ({ query, params, body }) of a route() endpoint. */
    apiInput: unknown;
  }
  interface FastifyContextConfig {
    /** Set by route(): resolve request.merchant before the handler. */
    merchant?: TMerchantMode;
  }
}
