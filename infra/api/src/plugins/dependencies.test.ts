import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { createPasswordHasher, TEST_SCRYPT } from '../lib/password';
import { PLUGIN } from '../lib/plugin';
import { accountRoutes } from '../routes/accounts';
import { adminRoutes } from '../routes/admin';
import { affiliateRoutes } from '../routes/affiliates';
import { agentRoutes } from '../routes/agents';
import { contentRoutes } from '../routes/content';
import { depositRoutes } from '../routes/deposits';
import { docsRoutes } from '../routes/docs';
import { gamesRoutes } from '../routes/games';
import { healthRoutes } from '../routes/health';
import { kycRoutes } from '../routes/kyc';
import { liveRoutes } from '../routes/live';
import { messagingRoutes } from '../routes/messaging';
import { platformRoutes } from '../routes/platform';
import { playRoutes } from '../routes/play';
import { playerRoutes } from '../routes/player';
import { rewardRoutes } from '../routes/rewards';
import { vipRoutes } from '../routes/vip';
import { walletRoutes } from '../routes/wallet';
import { pageRoutes, staticRoutes } from '../routes/web';
import { whitelabelRoutes } from '../routes/whitelabel';
import { createTestApp } from '../testkit';
import { accountsPlugin } from './accounts';
import { errorsPlugin } from './errors';
import { merchantPlugin } from './merchant';
import { readCachePlugin } from './readCache';
import { securityPlugin } from './security';

// Plugins name what they need (lib/plugin.ts): the order in app.ts is checked by Fastify when the
// app boots, so a plugin registered without, or before, one it needs stops the boot with the name
// of the missing plugin instead of failing later (a route without its merchant or rate limit).

const NOT_REGISTERED = 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED';

// Options are never read: the boot stops before a plugin runs.
const ROUTE_PLUGINS: Record<string, FastifyPluginAsync<never>> = {
  accountRoutes,
  adminRoutes,
  affiliateRoutes,
  agentRoutes,
  contentRoutes,
  depositRoutes,
  docsRoutes,
  gamesRoutes,
  healthRoutes,
  kycRoutes,
  liveRoutes,
  messagingRoutes,
  platformRoutes,
  playRoutes,
  playerRoutes,
  rewardRoutes,
  vipRoutes,
  walletRoutes,
  pageRoutes,
  staticRoutes,
  whitelabelRoutes,
};

async function bootError(register: (app: ReturnType<typeof Fastify>) => void): Promise<unknown> {
  const app = Fastify({ logger: false });
  register(app);
  try {
    await app.ready();
    return undefined;
  } catch (err) {
    return err;
  } finally {
    await app.close().catch(() => {});
  }
}

describe('plugin dependencies', () => {
  it.each(Object.entries(ROUTE_PLUGINS))('%s alone (without the plugins it needs) stops the boot', async (_name, plugin) => {
    const err = await bootError((app) => app.register(plugin));
    expect(err).toMatchObject({ code: NOT_REGISTERED });
  });

  it("a route plugin names the missing plugin, one after the other as they are added in app.ts's order", async () => {
    const missing = async (...before: ((app: ReturnType<typeof Fastify>) => void)[]) =>
      (await bootError((app) => {
        for (const add of before) add(app);
        app.register(vipRoutes);
      })) as Error | undefined;
    expect((await missing())?.message).toContain(`'${PLUGIN.errors}'`);
    expect((await missing((app) => app.register(errorsPlugin)))?.message).toContain(`'${PLUGIN.security}'`);
    expect(
      (
        await missing(
          (app) => app.register(errorsPlugin),
          (app) => app.register(securityPlugin, { corsOrigins: [] }),
        )
      )?.message,
    ).toContain(`'${PLUGIN.rateLimit}'`);
    expect(
      (
        await missing(
          (app) => app.register(errorsPlugin),
          (app) => app.register(securityPlugin, { corsOrigins: [] }),
          (app) => app.register(rateLimit, { global: false }),
        )
      )?.message,
    ).toContain(`'${PLUGIN.database}'`);
  });

  it('a plugin registered before one it needs stops the boot (the merchant before the read cache; the read cache, security or accounts first)', async () => {
    const merchantFirst = await bootError((app) => {
      app.register(merchantPlugin);
      app.register(readCachePlugin, { ttlMs: 0 });
    });
    expect(merchantFirst).toMatchObject({ code: NOT_REGISTERED });
    expect((merchantFirst as Error).message).toContain(`'${PLUGIN.readCache}'`);
    expect((merchantFirst as Error).message).toContain(`'${PLUGIN.merchant}'`);

    const readCacheFirst = await bootError((app) => app.register(readCachePlugin, { ttlMs: 0 }));
    expect((readCacheFirst as Error).message).toContain(`'${PLUGIN.database}'`);
    const securityFirst = await bootError((app) => app.register(securityPlugin, { corsOrigins: [] }));
    expect((securityFirst as Error).message).toContain(`'${PLUGIN.errors}'`);
    const accountsFirst = await bootError((app) => app.register(accountsPlugin, { hasher: createPasswordHasher(TEST_SCRYPT) }));
    expect((accountsFirst as Error).message).toContain(`'${PLUGIN.database}'`);
  });

  it("app.ts's order satisfies every declaration", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
