import { relative } from 'node:path';
import { APP_NAMES, type TAppName } from './apps';
import { build } from './build';
import { REPO_ROOT } from './shared';

async function main(): Promise<void> {
  const [command = 'build', ...args] = process.argv.slice(2);
  const unknown = args.filter((a) => !(APP_NAMES as readonly string[]).includes(a));
  if (unknown.length > 0) throw new Error(`unknown app ${unknown.join(', ')}; apps: ${APP_NAMES.join(', ')}`);
  const names = (args.length > 0 ? args : APP_NAMES) as TAppName[];
  if (command !== 'build') throw new Error(`unknown command ${command}; use: build [app...]`);
  const started = Date.now();
  const results = await build(names, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  for (const r of results) process.stdout.write(`built ${r.name}@${r.version} → ${relative(REPO_ROOT, r.outDir)}\n`);
  process.stdout.write(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
