// The deploy files stay consistent with the API and with each other: the nginx template renders
// completely and nginx accepts it (when nginx is installed), and the Kubernetes manifests probe
// /healthz and scale within what PostgreSQL's connections allow.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, PG_POOL_MAX } from '@tessera/api';
import { nginxConfig, ownerOf } from './nginxConfig';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
/** PostgreSQL's default max_connections, less room for migrations, the operator CLI and admin sessions. */
const PG_CONNECTIONS_FOR_REPLICAS = 80;

describe('nginx config', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-nginx-test-'));
    for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'dist/shell/assets', 'dist/remotes']) mkdirSync(join(dir, d), { recursive: true });
    writeFileSync(join(dir, 'proxy.conf'), readFileSync(join(__dirname, 'nginx', 'proxy.conf')));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const render = () =>
    nginxConfig({ runDir: dir, distDir: join(dir, 'dist'), listen: '127.0.0.1:18749', upstreams: ['127.0.0.1:18747', '127.0.0.1:18748'], brotli: false });

  it('fills every placeholder: immutable static tier, /m/* and the rest through the upstream of every API process', () => {
    const conf = render();
    expect(conf).not.toMatch(/@@[A-Z_]+@@/);
    expect(conf).toContain('server 127.0.0.1:18747 max_fails=1');
    expect(conf).toContain('server 127.0.0.1:18748 max_fails=1');
    expect(conf).toMatch(/location \/assets\/ \{[^}]*immutable/);
    expect(conf).toMatch(/location \/remotes\/ \{[\s\S]*?immutable/);
    expect(conf).toMatch(/location \/m\/ \{\s*proxy_pass http:\/\/tessera_api;/);
    expect(conf).toContain('gzip_static on;');
    // The worker (revalidated) and the manifest (per merchant) are the API's, not files on disk.
    const directives = conf.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/sw\.js|webmanifest/);
    // Never a money call sent twice by nginx: no retry of non-idempotent requests that reached a process.
    expect(readFileSync(join(__dirname, 'nginx', 'proxy.conf'), 'utf8')).toMatch(/^proxy_next_upstream error timeout http_502 http_503 http_504;$/m);
  });

  it("overwrites X-Forwarded-For with the peer nginx sees: a client's own value never reaches the API", () => {
    const proxy = readFileSync(join(__dirname, 'nginx', 'proxy.conf'), 'utf8').replace(/#.*$/gm, '');
    expect(proxy).toMatch(/^proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(proxy).not.toContain('$proxy_add_x_forwarded_for');
    expect(proxy).not.toContain('$http_x_forwarded_for');
  });

  it("runs a root master's workers as the build's owner (they must read it wherever it lies)", () => {
    const owner = ownerOf(dir);
    expect(owner).toMatch(/^\S+ \S+$/);
    const conf = nginxConfig({ runDir: dir, distDir: dir, listen: '127.0.0.1:18749', upstreams: ['127.0.0.1:18747'], brotli: false, workerUser: owner });
    if (process.getuid?.() === 0) expect(conf).toContain(`user ${owner};`);
    else expect(conf).not.toMatch(/^user /m);
  });

  (NGINX ? it : it.skip)('is accepted by nginx -t', () => {
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, render());
    const res = spawnSync(NGINX!, ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', conf], { encoding: 'utf8' });
    expect({ status: res.status, stderr: res.stderr }).toEqual({ status: 0, stderr: '' });
  });
});

describe('Kubernetes manifests', () => {
  const k8s = (file: string) => readFileSync(join(__dirname, 'k8s', file), 'utf8');

  it('probe /healthz for startup, readiness and liveness', () => {
    const deployment = k8s('deployment.yaml');
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(deployment).toMatch(new RegExp(`${probe}:\\s+httpGet:\\s+path: /healthz`));
    }
  });

  it('scale between 2 replicas and what PostgreSQL connections allow', () => {
    const hpa = k8s('hpa.yaml');
    const min = Number(/minReplicas: (\d+)/.exec(hpa)?.[1]);
    const max = Number(/maxReplicas: (\d+)/.exec(hpa)?.[1]);
    expect(min).toBeGreaterThanOrEqual(2);
    expect(max).toBeGreaterThanOrEqual(min);
    expect(max * PG_POOL_MAX).toBeLessThanOrEqual(PG_CONNECTIONS_FOR_REPLICAS);
  });

  /** The ConfigMap's data as the environment it gives the API (flat `KEY: value` lines). */
  const configMapEnv = (): Record<string, string> => {
    const data = k8s('configmap.yaml').split(/^data:\s*$/m)[1] ?? '';
    return Object.fromEntries([...data.matchAll(/^ {2}([A-Z_0-9]+): '?([^'\n]*)'?$/gm)].map((m) => [m[1]!, m[2]!.trim()]));
  };

  it('start the API as configured: named proxies trusted (never every peer), the payment simulator off', () => {
    const env = configMapEnv();
    expect(env.NODE_ENV).toBe('production');
    expect(env.PAYMENT_SIMULATOR).toBe('0');
    const config = loadConfig({ ...env, ADMIN_TOKEN: 'k'.repeat(32) });
    expect(config.trustProxy.length).toBeGreaterThan(0);
    expect(config.trustProxy).not.toContain('0.0.0.0/0');
  });

  it('the image switches the payment simulator off and trusts no proxy unless told', () => {
    const envLine = readFileSync(join(__dirname, 'Dockerfile'), 'utf8').match(/^ENV .*$/gm) ?? [];
    expect(envLine.join(' ')).toMatch(/\bPAYMENT_SIMULATOR=0\b/);
    expect(envLine.join(' ')).not.toMatch(/TRUST_PROXY/);
  });

  it('take every secret from the Secret, none from the ConfigMap', () => {
    const config = k8s('configmap.yaml');
    for (const name of ['DATABASE_URL', 'ADMIN_TOKEN', 'PAYMENT_GATEWAY_SECRET', 'CHAT_CONTEXT_SECRET', 'CARD_FINGERPRINT_SECRET']) {
      expect(config).not.toContain(`${name}:`);
      expect(k8s('deployment.yaml')).toMatch(new RegExp(`name: ${name}\\s+valueFrom:\\s+secretKeyRef:`));
    }
  });
});
