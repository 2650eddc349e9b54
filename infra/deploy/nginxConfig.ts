import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's libnginx-mod-http-brotli-static: loaded (and brotli_static on) when installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface TNginxConfigOptions {
  /** Where nginx keeps its pid, logs, temp files and proxy.conf (run-two.ts: a temporary directory). */
  runDir: string;
  /** The build: shell/assets, remotes, ops/assets. */
  distDir: string;
  /** The listen directive's address, e.g. 127.0.0.1:18740. */
  listen: string;
  /** host:port of each API process. */
  upstreams: string[];
  /** Load the brotli_static module (default: when it is installed). */
  brotli?: boolean;
}

/** nginx/nginx.conf.template with its placeholders filled; every placeholder must get a value. */
export function nginxConfig(o: TNginxConfigOptions): string {
  const template = readFileSync(join(__dirname, 'nginx', 'nginx.conf.template'), 'utf8');
  const brotli = o.brotli ?? existsSync(BROTLI_MODULE);
  const values: Record<string, string> = {
    RUN_DIR: o.runDir,
    CONF_DIR: o.runDir,
    DIST: o.distDir,
    LISTEN: o.listen,
    // Workers of a root master run as nobody unless told: they read the build and write only the run dir.
    USER: process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    BROTLI_STATIC: brotli ? 'brotli_static on;' : '# brotli_static: libnginx-mod-http-brotli-static is not installed',
    UPSTREAM_SERVERS: o.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n'),
  };
  return template.replace(/@@([A-Z_]+)@@/g, (_m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`nginx template: no value for @@${name}@@`);
    return v;
  });
}
