import { existsSync, readFileSync, statSync } from 'node:fs';
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
  /** The `user` directive's account when the master runs as root (default: nobody nogroup). */
  workerUser?: string;
}

/**
 * The account that owns `path` ("name group"), for the workers of a root master: they must read the
 * build wherever it is (a checkout under /root is closed to nobody). Undefined when not found.
 */
export function ownerOf(path: string): string | undefined {
  const st = statSync(path);
  const nameOf = (file: string, id: number) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find((f) => Number(f[2]) === id && f[0])?.[0];
  try {
    const user = nameOf('/etc/passwd', st.uid);
    const group = nameOf('/etc/group', st.gid);
    return user && group ? `${user} ${group}` : undefined;
  } catch {
    return undefined;
  }
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
    USER: process.getuid?.() === 0 ? `user ${o.workerUser ?? 'nobody nogroup'};` : '',
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
