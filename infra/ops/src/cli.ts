// npm run ops -- <command> ...: every operator action of the API, for scripts and terminals.
// Server: TESSERA_URL (else http://127.0.0.1:$PORT or :8080); operator token: ADMIN_TOKEN.

type TEnvelope = { success: boolean; code: string; message: string; value: unknown };

const base = (process.env.TESSERA_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`).replace(/\/$/, '');
const token = process.env.ADMIN_TOKEN;

const USAGE = `use: npm run ops -- <command>
  merchants                                         every merchant: status, flags, remotes
  versions [remote]                                 published versions with contract result and platform range
  publish <remote> <version>                        publish dist/remotes/<remote>/<version> to the running server
  pin <merchant> <remote> <version>                 pin a version (the canary stops)
  canary <merchant> <remote> <version> <percent> [--max-failure <percent>] [--min-sample <loads>]
  canary-off <merchant> <remote>                    stop the canary (everyone gets the pinned version)
  enable|disable <merchant> <remote>                turn a remote on or off for a merchant
  maintenance <merchant> on|off                     maintenance mode
  region <merchant> on|off                          region restriction
  flags <merchant> KEY=on|off ...                   white-label and menu permission flags
  registration <merchant> [field=enabled|required|off ...]   read or set registration fields
  health [merchant] [remote] [--hours <n>]          loads, failures, failure rate and LCP p75 per version
  audit [--limit <n>] [--action <a>] [--target <t>] the audit log, newest first`;

class OpsError extends Error {}

async function call(method: string, path: string, body?: object): Promise<unknown> {
  if (!token) throw new OpsError('ADMIN_TOKEN is not set (the server prints it at start when generated)');
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (err) {
    throw new OpsError(`the server at ${base} cannot be reached (${(err as Error).message}); set TESSERA_URL`, { cause: err });
  }
  const envelope = (await res.json().catch(() => null)) as TEnvelope | null;
  if (!envelope) throw new OpsError(`${method} ${path}: HTTP ${res.status}`);
  if (!envelope.success) {
    const value = envelope.value as { reason?: string; issues?: { path: string; message: string }[] } | null;
    const detail = value?.reason ?? value?.issues?.map((i) => `${i.path}: ${i.message}`).join('; ');
    throw new OpsError(`${envelope.code}: ${detail ?? envelope.message}`);
  }
  return envelope.value;
}

type TRemoteRow = { remote: string; enabled: boolean; version: string; canaryVersion: string | null; canaryPercent: number };
type TMerchantRow = {
  code: string;
  name: string;
  status: number;
  maintenance: boolean;
  regionRestriction: boolean;
  flags: Record<string, boolean>;
  remotes: TRemoteRow[];
};

async function remoteRow(merchant: string, remote: string): Promise<TRemoteRow> {
  const merchants = (await call('GET', '/api/admin/merchants')) as TMerchantRow[];
  const m = merchants.find((x) => x.code === merchant);
  if (!m) throw new OpsError(`unknown merchant ${merchant}`);
  return m.remotes.find((r) => r.remote === remote) ?? { remote, enabled: false, version: '', canaryVersion: null, canaryPercent: 0 };
}

const putRemote = (merchant: string, remote: string, body: object) => call('PUT', `/api/admin/merchants/${merchant}/remotes/${remote}`, body);

function options(args: string[]): { rest: string[]; flags: Record<string, string> } {
  const rest: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a.startsWith('--')) flags[a.slice(2)] = args[++i] ?? '';
    else rest.push(a);
  }
  return { rest, flags };
}

const onOff = (v: string | undefined) => {
  if (v !== 'on' && v !== 'off') throw new OpsError(`expected on or off, got ${v ?? 'nothing'}`);
  return v === 'on';
};

function need(args: string[], n: number): string[] {
  if (args.length < n) throw new OpsError(USAGE);
  return args;
}

const out = (v: unknown) => process.stdout.write(`${typeof v === 'string' ? v : JSON.stringify(v, null, 2)}\n`);

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const { rest, flags } = options(args);
  switch (command) {
    case 'merchants': {
      const merchants = (await call('GET', '/api/admin/merchants')) as TMerchantRow[];
      for (const m of merchants) {
        out(`${m.code} (${m.name}) status ${m.status}${m.maintenance ? ' maintenance' : ''}${m.regionRestriction ? ' region-restricted' : ''}`);
        for (const r of m.remotes) {
          out(`  ${r.remote.padEnd(8)} ${r.enabled ? 'on ' : 'off'} ${r.version}${r.canaryVersion ? `  canary ${r.canaryVersion} ${r.canaryPercent} %` : ''}`);
        }
      }
      return;
    }
    case 'versions': {
      const versions = (await call('GET', '/api/admin/remotes')) as {
        remote: string;
        version: string;
        contract: { result: string };
        requiresPlatform: string;
        compatible: boolean;
        publishedAt: string;
      }[];
      for (const v of versions.filter((x) => !rest[0] || x.remote === rest[0])) {
        out(
          `${v.remote.padEnd(8)} ${v.version.padEnd(24)} contract ${v.contract.result.padEnd(7)} platform ${v.requiresPlatform}${v.compatible ? '' : ' (incompatible)'}  ${v.publishedAt}`,
        );
      }
      return;
    }
    case 'publish': {
      const [remote, version] = need(rest, 2);
      out(await call('POST', '/api/admin/remotes', { remote, version }));
      return;
    }
    case 'pin': {
      const [merchant = '', remote = '', version] = need(rest, 3);
      const row = await remoteRow(merchant, remote);
      await putRemote(merchant, remote, { enabled: row.enabled || row.version === '', version, canaryVersion: null, canaryPercent: 0 });
      out(`${merchant}/${remote}: pinned ${version}`);
      return;
    }
    case 'canary': {
      const [merchant = '', remote = '', version, percent = ''] = need(rest, 4);
      const row = await remoteRow(merchant, remote);
      await putRemote(merchant, remote, {
        enabled: row.enabled,
        version: row.version,
        canaryVersion: version,
        canaryPercent: Number(percent),
        ...(flags['max-failure'] ? { canaryMaxFailurePercent: Number(flags['max-failure']) } : {}),
        ...(flags['min-sample'] ? { canaryMinSample: Number(flags['min-sample']) } : {}),
      });
      out(`${merchant}/${remote}: canary ${version} at ${percent} % over ${row.version}`);
      return;
    }
    case 'canary-off': {
      const [merchant = '', remote = ''] = need(rest, 2);
      const row = await remoteRow(merchant, remote);
      await putRemote(merchant, remote, { enabled: row.enabled, version: row.version, canaryVersion: null, canaryPercent: 0 });
      out(`${merchant}/${remote}: canary off, everyone on ${row.version}`);
      return;
    }
    case 'enable':
    case 'disable': {
      const [merchant = '', remote = ''] = need(rest, 2);
      const row = await remoteRow(merchant, remote);
      await putRemote(merchant, remote, {
        enabled: command === 'enable',
        version: row.version,
        canaryVersion: row.canaryVersion,
        canaryPercent: row.canaryPercent,
      });
      out(`${merchant}/${remote}: ${command}d`);
      return;
    }
    case 'maintenance':
    case 'region': {
      const [merchant = '', value] = need(rest, 2);
      const key = command === 'maintenance' ? 'maintenance' : 'regionRestriction';
      out(await call('PATCH', `/api/admin/merchants/${merchant}/status`, { [key]: onOff(value) }));
      return;
    }
    case 'flags': {
      const [merchant = '', ...pairs] = need(rest, 2);
      const body = Object.fromEntries(
        pairs.map((p) => {
          const [key = '', value] = p.split('=');
          return [key, onOff(value)];
        }),
      );
      out(await call('PATCH', `/api/admin/merchants/${merchant}/flags`, body));
      return;
    }
    case 'registration': {
      const [merchant = '', ...pairs] = need(rest, 1);
      if (pairs.length === 0) {
        out(await call('GET', `/api/admin/merchants/${merchant}/registration`));
        return;
      }
      const body = Object.fromEntries(
        pairs.map((p) => {
          const [field = '', value] = p.split('=');
          if (value !== 'enabled' && value !== 'required' && value !== 'off') throw new OpsError(`${p}: use field=enabled|required|off`);
          return [field, { enabled: value !== 'off', required: value === 'required' }];
        }),
      );
      out(await call('PATCH', `/api/admin/merchants/${merchant}/registration`, body));
      return;
    }
    case 'health': {
      const q = new URLSearchParams();
      if (rest[0]) q.set('merchant', rest[0]);
      if (rest[1]) q.set('remote', rest[1]);
      if (flags.hours) q.set('hours', flags.hours);
      const rows = (await call('GET', `/api/admin/health?${q.toString()}`)) as {
        merchant: string;
        remote: string;
        version: string;
        role: string;
        loads: number;
        failures: number;
        failureRate: number;
        lcpP75: number | null;
      }[];
      for (const h of rows) {
        out(
          `${h.merchant.padEnd(6)} ${h.remote.padEnd(8)} ${h.version.padEnd(24)} ${h.role.padEnd(6)} loads ${String(h.loads).padStart(6)} failures ${String(h.failures).padStart(5)} (${h.failureRate} %) LCP p75 ${h.lcpP75 ?? '-'}`,
        );
      }
      return;
    }
    case 'audit': {
      const limit = flags.limit ?? '50';
      const rows = (await call('GET', `/api/admin/audit?limit=${encodeURIComponent(limit)}`)) as {
        id: number;
        actor: string;
        action: string;
        target: string;
        before: unknown;
        after: unknown;
        at: string;
      }[];
      for (const a of rows.filter((x) => (!flags.action || x.action.startsWith(flags.action)) && (!flags.target || x.target.includes(flags.target)))) {
        out(`${a.at} ${a.actor.padEnd(12)} ${a.action.padEnd(24)} ${a.target}\n    before ${JSON.stringify(a.before)}\n    after  ${JSON.stringify(a.after)}`);
      }
      return;
    }
    default:
      throw new OpsError(USAGE);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
