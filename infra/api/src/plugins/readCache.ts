import { sql } from 'kysely';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { PLUGIN, sharedPlugin } from '../lib/plugin';
import { ReadCache } from '../services/readCache';

export interface TReadCachePluginOptions {
  ttlMs: number;
  /** PostgreSQL: invalidations travel to the other API processes on this database (LISTEN/NOTIFY). */
  databaseUrl?: string | undefined;
  databaseSchema?: string | undefined;
}

/** The channel every API process on one PostgreSQL database listens on; the payload names the schema. */
export const READ_CACHE_CHANNEL = 'tessera_read_cache';
const RECONNECT_MS = 1000;

interface TNotice {
  /** The schema the change was made in ('' = the server's default). */
  s: string;
  /** The merchant code, or null for everything. */
  c: string | null;
  /** The process that made it (it has already forgotten its own snapshot). */
  o: string;
}

/**
 * app.readCache: per-merchant snapshots of operator data for the read path (see services/readCache).
 * On PostgreSQL each invalidation is also published with NOTIFY and every other process forgets the
 * same snapshot when it hears it, so an operator change is seen everywhere at once; while the
 * listening connection is down (it reconnects every second, and forgets everything when back) the
 * TTL still bounds what a process answers (docs/decisions/deploy.md).
 */
export const readCachePlugin = sharedPlugin<TReadCachePluginOptions>(PLUGIN.readCache, { dependencies: [PLUGIN.database] }, async (app, opts) => {
  const cache = new ReadCache(app.db, opts.ttlMs);
  app.decorate('readCache', cache);
  if (app.dialect !== 'postgres' || !opts.databaseUrl || opts.ttlMs === 0) return;

  const schema = opts.databaseSchema ?? '';
  const origin = randomBytes(8).toString('hex');
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotice = (message: pg.Notification) => {
    if (message.channel !== READ_CACHE_CHANNEL || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as TNotice;
      if (notice.s === schema && notice.o !== origin) cache.forget(notice.c ?? undefined);
    } catch {
      // not ours
    }
  };
  const listen = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => {});
      if (closing) return;
      app.log.warn({ err }, 'read cache: lost the invalidation channel; the TTL bounds staleness until it is back');
      retry = setTimeout(() => void listen().catch(lost), RECONNECT_MS);
      retry.unref();
    };
    client = c;
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', onNotice);
    await c.connect();
    await c.query(`LISTEN ${READ_CACHE_CHANNEL}`);
    // Back after a gap: whatever was missed meanwhile is forgotten too.
    cache.forget();
  };
  await listen();

  cache.publish = (code) => {
    const notice: TNotice = { s: schema, c: code ?? null, o: origin };
    sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${JSON.stringify(notice)})`.execute(app.db).catch((err: unknown) => {
      app.log.warn({ err }, 'read cache: invalidation not published; other processes follow within the TTL');
    });
  };
  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  });
});
