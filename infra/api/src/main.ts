import { build, buildOptionsFromConfig } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (config.adminTokenGenerated && !config.adminTokenDisabled) {
    // The one line the operator needs, on stdout only: never in the structured logs.
    process.stdout.write(`Operator token (ADMIN_TOKEN): ${config.adminToken}\n`);
  }

  const app = build(buildOptionsFromConfig(config));
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting, drains in-flight requests, then runs onClose (database destroy).
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.fatal({ err }, 'could not start');
    await app.close().catch(() => {});
    process.exit(1);
  }
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(`Tessera listening on http://${shownHost}:${config.port}`);
}

void main();
