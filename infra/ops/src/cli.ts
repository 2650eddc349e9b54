// npm run ops -- <command> ...: every operator action of the API, for scripts and terminals.
// Server: TESSERA_URL (else http://127.0.0.1:$PORT or :8080). Credential: TESSERA_TOKEN, a named
// operator's API token (revocable, with a role: docs/decisions/operators.md), else ADMIN_TOKEN, the
// break-glass credential (owner, audited as break-glass; off where the server sets ADMIN_TOKEN_DISABLED=1).
// backup / restore work on the database itself (the API's DATA_DIR, or DATABASE_URL and
// DATABASE_SCHEMA for PostgreSQL), not through the server: backup.ts.
import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { backupPostgres, backupSqlite, BackupError, restorePostgres, restoreSqlite, SQLITE_FILE, type TLedgerSummary } from './backup';

type TEnvelope = { success: boolean; code: string; message: string; value: unknown };

const base = (process.env.TESSERA_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`).replace(/\/$/, '');
const token = process.env.TESSERA_TOKEN?.trim() || process.env.ADMIN_TOKEN;

const USAGE = `use: npm run ops -- <command>          (credential: TESSERA_TOKEN, else the break-glass ADMIN_TOKEN)
  whoami                                            the operator, role and audit name of the credential
  operators                                         operator accounts: role, two-factor, lock, last sign-in
  operator create <username> --role <role> [--password <p>]   a new operator (role: owner, release-manager,
                                                    content-editor, support-agent, auditor); without --password
                                                    one is generated and printed once; they set up TOTP at first sign-in
  operator set <username> [--role <role>] [--disable|--enable] [--reset-2fa] [--unlock] [--password <p>]
  tokens                                            API tokens (an owner: everyone's; others: their own)
  token create <name> [--operator <username>] [--role <role>]  a token (printed once) for TESSERA_TOKEN
  token revoke <id>                                 the token stops working at once
  release-credentials                               team release credentials: remote, state, expiry, last use
  release-credential create <remote> <name> [--days <n>]   a credential for ONE remote (printed once): the team's
                                                    TESSERA_RELEASE_TOKEN for tessera-release; it publishes, never activates
  release-credential revoke <id>                    its next release is refused at once
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
  audit [--merchant <m>] [--actor <who>] [--action <a>] [--target <t>] [--from <day|iso>] [--to <day|iso>] [--limit <n>] [--before <id>]
                                                    the audit log, newest first, filtered on the server
  announcements <merchant> [--type B|PL|PU|PR|A]    banners and announcements, live or not
  announce <merchant> <type> <title> [content options]        add a banner (type B, needs --group) or an announcement
  announcement-edit <merchant> <id> [content options]         change the fields given
  announcement-remove <merchant> <id>               players stop seeing it at once
     content options: --content <html> --group m_home|m_live|m_reg --link </m/...|https://...|none> --from <iso> --until <iso|none>
                      --sort <n> --rank <n|none> --image on|off --enabled on|off --title <t>
  help <merchant> [--lang <code>]                   help entries, parents before children
  help-add <merchant> <title> [--parent <id>] [--lang <code>] [--device MOBILE|WEB|ALL] [--content <html>] [--sort <n>]
  help-edit <merchant> <id> [--title <t>] [--content <html>] [--sort <n>]
  help-remove <merchant> <id>                       removes the entry and its children
  hot <merchant>                                    the hot list as players see it
  hot-set <merchant> <nodeId> ... | --empty         replace the hot list (in this order)
  winners-clear <merchant>                          empty the Latest Winner board
  backup <file>                                     copy the database while the server serves: SQLite (DATA_DIR) with its
                                                    online backup, PostgreSQL (DATABASE_URL, DATABASE_SCHEMA) with pg_dump -Fc
  restore <file> [--force]                          put a backup in place (server stopped): SQLite replaces DATA_DIR's file
                                                    (--force when it exists), PostgreSQL runs pg_restore --clean`;

class OpsError extends Error {}

async function call(method: string, path: string, body?: object): Promise<unknown> {
  if (!token)
    throw new OpsError('Set TESSERA_TOKEN (an operator token: npm run ops -- token create) or ADMIN_TOKEN (the server prints it at start when generated)');
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

/** Options that take no value. */
const SWITCHES = new Set(['empty', 'force', 'disable', 'enable', 'reset-2fa', 'unlock']);

function options(args: string[]): { rest: string[]; flags: Record<string, string> } {
  const rest: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a.startsWith('--')) flags[a.slice(2)] = SWITCHES.has(a.slice(2)) ? 'on' : (args[++i] ?? '');
    else rest.push(a);
  }
  return { rest, flags };
}

/** A public call of a merchant's player site (no operator token: what players see). */
async function playerGet(path: string, merchant: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, { headers: { 'x-merchant': merchant } });
  } catch (err) {
    throw new OpsError(`the server at ${base} cannot be reached (${(err as Error).message}); set TESSERA_URL`, { cause: err });
  }
  const envelope = (await res.json().catch(() => null)) as TEnvelope | null;
  if (!envelope?.success) throw new OpsError(`${path}: ${envelope ? `${envelope.code}: ${envelope.message}` : `HTTP ${res.status}`}`);
  return envelope.value;
}

const int = (name: string, v: string) => {
  if (!/^\d{1,9}$/.test(v)) throw new OpsError(`--${name} takes a whole number, got ${v || 'nothing'}`);
  return Number(v);
};
const noneOr = <T>(v: string, f: (x: string) => T): T | null => (v === 'none' ? null : f(v));

/** The announcement fields named by options (announce, announcement-edit); the server checks them. */
function announcementOptions(flags: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (flags.title !== undefined) body.title = flags.title;
  if (flags.content !== undefined) body.content = flags.content;
  if (flags.group !== undefined) body.groupName = noneOr(flags.group, (x) => x);
  if (flags.link !== undefined) body.link = noneOr(flags.link, (x) => x);
  if (flags.from !== undefined) body.publishedAt = flags.from;
  if (flags.until !== undefined) body.expiresAt = noneOr(flags.until, (x) => x);
  if (flags.sort !== undefined) body.sort = int('sort', flags.sort);
  if (flags.rank !== undefined) body.popularRank = noneOr(flags.rank, (x) => int('rank', x));
  if (flags.image !== undefined) body.image = onOff(flags.image);
  if (flags.enabled !== undefined) body.enabled = onOff(flags.enabled);
  return body;
}

type TAnnouncementRow = {
  id: number;
  type: string;
  title: string;
  groupName: string | null;
  enabled: boolean;
  publishedAt: string;
  expiresAt: string | null;
  sort: number;
  link: string | null;
};
const announcementLine = (a: TAnnouncementRow) =>
  `${String(a.id).padStart(5)} ${a.type.padEnd(2)} ${(a.groupName ?? '').padEnd(6)} ${a.enabled ? 'on ' : 'off'} ${a.publishedAt}${a.expiresAt ? ` → ${a.expiresAt}` : ''}  #${a.sort}  ${a.title}${a.link ? `  → ${a.link}` : ''}`;

const onOff = (v: string | undefined) => {
  if (v !== 'on' && v !== 'off') throw new OpsError(`expected on or off, got ${v ?? 'nothing'}`);
  return v === 'on';
};

function need(args: string[], n: number): string[] {
  if (args.length < n) throw new OpsError(USAGE);
  return args;
}

type TOperatorRow = {
  id: number;
  username: string;
  role: string;
  disabled: boolean;
  twoFactorEnrolled: boolean;
  lockedUntil: string | null;
  lastSignInAt: string | null;
};
type TTokenRow = { id: number; username: string; name: string; role: string; lastUsedAt: string | null; revokedAt: string | null };

type TReleaseCredentialRow = { id: number; remote: string; name: string; expiresAt: string; lastUsedAt: string | null; state: string };
const credentialLine = (x: TReleaseCredentialRow) =>
  `${String(x.id).padStart(4)} ${x.remote.padEnd(24)} ${x.name.padEnd(24)} ${x.state.padEnd(8)} expires ${x.expiresAt}  last used ${x.lastUsedAt ?? 'never'}`;

const operatorLine = (o: TOperatorRow) =>
  `${String(o.id).padStart(4)} ${o.username.padEnd(20)} ${o.role.padEnd(15)} ${o.twoFactorEnrolled ? '2fa' : 'no-2fa'}${o.disabled ? ' disabled' : ''}${o.lockedUntil ? ` locked until ${o.lockedUntil}` : ''}  last sign-in ${o.lastSignInAt ?? 'never'}`;
const tokenLine = (x: TTokenRow) =>
  `${String(x.id).padStart(4)} ${x.name.padEnd(20)} ${x.username.padEnd(20)} ${x.role.padEnd(15)} ${x.revokedAt ? `revoked ${x.revokedAt}` : `last used ${x.lastUsedAt ?? 'never'}`}`;

async function operatorId(username: string): Promise<number> {
  const found = ((await call('GET', '/api/admin/operators')) as TOperatorRow[]).find((o) => o.username === username.toLowerCase());
  if (!found) throw new OpsError(`no operator ${username}`);
  return found.id;
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
      const q = new URLSearchParams({ limit: flags.limit ?? '50' });
      for (const key of ['merchant', 'actor', 'action', 'target', 'from', 'to', 'before']) if (flags[key]) q.set(key, flags[key]);
      const rows = (await call('GET', `/api/admin/audit?${q.toString()}`)) as {
        id: number;
        actor: string;
        action: string;
        target: string;
        before: unknown;
        after: unknown;
        at: string;
      }[];
      for (const a of rows) {
        out(
          `${a.id} ${a.at} ${a.actor.padEnd(12)} ${a.action.padEnd(24)} ${a.target}\n    before ${JSON.stringify(a.before)}\n    after  ${JSON.stringify(a.after)}`,
        );
      }
      if (rows.length === Number(q.get('limit'))) out(`(more: --before ${rows[rows.length - 1]?.id ?? ''})`);
      return;
    }
    case 'announcements': {
      const [merchant = ''] = need(rest, 1);
      const type = flags.type ? `?type=${encodeURIComponent(flags.type)}` : '';
      const { list } = (await call('GET', `/api/admin/merchants/${merchant}/announcements${type}`)) as { list: TAnnouncementRow[] };
      for (const a of list) out(announcementLine(a));
      return;
    }
    case 'announce': {
      const [merchant = '', type = '', title = ''] = need(rest, 3);
      const created = (await call('POST', `/api/admin/merchants/${merchant}/announcements`, {
        type,
        ...announcementOptions(flags),
        title,
      })) as TAnnouncementRow;
      out(`created ${announcementLine(created)}`);
      return;
    }
    case 'announcement-edit': {
      const [merchant = '', id = ''] = need(rest, 2);
      const body = announcementOptions(flags);
      if (Object.keys(body).length === 0) throw new OpsError('announcement-edit: name at least one field (--title, --content, --enabled ...)');
      out(`saved ${announcementLine((await call('PATCH', `/api/admin/merchants/${merchant}/announcements/${id}`, body)) as TAnnouncementRow)}`);
      return;
    }
    case 'announcement-remove': {
      const [merchant = '', id = ''] = need(rest, 2);
      await call('DELETE', `/api/admin/merchants/${merchant}/announcements/${id}`);
      out(`${merchant}: announcement ${id} removed`);
      return;
    }
    case 'help': {
      const [merchant = ''] = need(rest, 1);
      const lang = flags.lang ? `?lang=${encodeURIComponent(flags.lang)}` : '';
      const { list } = (await call('GET', `/api/admin/merchants/${merchant}/help${lang}`)) as {
        list: { id: number; parentId: number | null; language: string; device: string; title: string; sort: number }[];
      };
      for (const h of list)
        out(`${String(h.id).padStart(5)} ${h.parentId === null ? '' : `  ↳ (${h.parentId}) `}${h.language} ${h.device} #${h.sort}  ${h.title}`);
      return;
    }
    case 'help-add': {
      const [merchant = '', title = ''] = need(rest, 2);
      const body: Record<string, unknown> = { title };
      if (flags.parent) body.parentId = int('parent', flags.parent);
      if (flags.lang) body.language = flags.lang;
      if (flags.device) body.device = flags.device;
      if (flags.content !== undefined) body.content = flags.content;
      if (flags.sort !== undefined) body.sort = int('sort', flags.sort);
      const created = (await call('POST', `/api/admin/merchants/${merchant}/help`, body)) as { id: number; title: string };
      out(`${merchant}: help entry ${created.id} created (${created.title})`);
      return;
    }
    case 'help-edit': {
      const [merchant = '', id = ''] = need(rest, 2);
      const body: Record<string, unknown> = {};
      if (flags.title !== undefined) body.title = flags.title;
      if (flags.content !== undefined) body.content = flags.content;
      if (flags.sort !== undefined) body.sort = int('sort', flags.sort);
      if (Object.keys(body).length === 0) throw new OpsError('help-edit: name at least one of --title, --content, --sort');
      await call('PATCH', `/api/admin/merchants/${merchant}/help/${id}`, body);
      out(`${merchant}: help entry ${id} saved`);
      return;
    }
    case 'help-remove': {
      const [merchant = '', id = ''] = need(rest, 2);
      const { removed } = (await call('DELETE', `/api/admin/merchants/${merchant}/help/${id}`)) as { removed: number };
      out(`${merchant}: help entry ${id} removed (${removed} entr${removed === 1 ? 'y' : 'ies'} with its children)`);
      return;
    }
    case 'hot': {
      const [merchant = ''] = need(rest, 1);
      const { list } = (await playerGet('/api/v1/games/hot?language=EN', merchant)) as { list: { nodeId: string; gameName: string; vendorName: string }[] };
      list.forEach((g, i) => out(`${String(i + 1).padStart(3)}. ${g.nodeId.padStart(6)}  ${g.gameName} (${g.vendorName})`));
      return;
    }
    case 'hot-set': {
      const [merchant = '', ...nodeIds] = need(rest, 1);
      if (nodeIds.length === 0 && flags.empty !== 'on') throw new OpsError('hot-set: name the games (node ids) in order, or --empty to empty the list');
      const { nodeIds: saved } = (await call('PUT', `/api/admin/merchants/${merchant}/hot`, { nodeIds })) as { nodeIds: string[] };
      out(`${merchant}: hot list ${saved.length ? saved.join(' ') : 'emptied'}`);
      return;
    }
    case 'winners-clear': {
      const [merchant = ''] = need(rest, 1);
      const { removed } = (await call('DELETE', `/api/admin/merchants/${merchant}/winners`)) as { removed: number };
      out(`${merchant}: winner board emptied (${removed} removed)`);
      return;
    }
    case 'whoami': {
      const me = (await call('GET', '/api/admin/me')) as { username: string | null; role: string; via: string; actor: string };
      out(`${me.username ?? '(break-glass token)'}  role ${me.role}  via ${me.via}  audited as ${me.actor}`);
      return;
    }
    case 'operators': {
      for (const o of (await call('GET', '/api/admin/operators')) as TOperatorRow[]) out(operatorLine(o));
      return;
    }
    case 'operator': {
      const [sub = '', username = ''] = need(rest, 2);
      if (sub === 'create') {
        if (!flags.role) throw new OpsError('operator create needs --role (owner, release-manager, content-editor, support-agent, auditor)');
        const password = flags.password || randomBytes(18).toString('base64url');
        const created = (await call('POST', '/api/admin/operators', { username, role: flags.role, password })) as TOperatorRow;
        out(operatorLine(created));
        if (!flags.password) out(`first password (shown once): ${password}`);
        out('They sign in at /ops with it and set up their authenticator app (TOTP) at the first sign-in.');
        return;
      }
      if (sub === 'set') {
        const id = await operatorId(username);
        const body: Record<string, unknown> = {};
        if (flags.role) body.role = flags.role;
        if (flags.disable === 'on') body.disabled = true;
        if (flags.enable === 'on') body.disabled = false;
        if (flags['reset-2fa'] === 'on') body.resetTwoFactor = true;
        if (flags.unlock === 'on') body.unlock = true;
        if (flags.password) body.password = flags.password;
        out(operatorLine((await call('PATCH', `/api/admin/operators/${id}`, body)) as TOperatorRow));
        return;
      }
      throw new OpsError(USAGE);
    }
    case 'tokens': {
      for (const x of (await call('GET', '/api/admin/operator-tokens')) as TTokenRow[]) out(tokenLine(x));
      return;
    }
    case 'token': {
      const [sub = '', arg = ''] = need(rest, 2);
      if (sub === 'create') {
        const body = { name: arg, ...(flags.operator ? { username: flags.operator } : {}), ...(flags.role ? { role: flags.role } : {}) };
        const created = (await call('POST', '/api/admin/operator-tokens', body)) as { token: string; entry: TTokenRow };
        out(tokenLine(created.entry));
        out(`token (shown once): ${created.token}`);
        return;
      }
      if (sub === 'revoke') {
        out(tokenLine((await call('DELETE', `/api/admin/operator-tokens/${int('id', arg)}`)) as TTokenRow));
        return;
      }
      throw new OpsError(USAGE);
    }
    case 'release-credentials': {
      for (const x of (await call('GET', '/api/admin/release-credentials')) as TReleaseCredentialRow[]) out(credentialLine(x));
      return;
    }
    case 'release-credential': {
      const [sub = '', arg = ''] = need(rest, 2);
      if (sub === 'create') {
        const [, , name = ''] = need(rest, 3);
        const body = { remote: arg, name, ...(flags.days ? { expiresInDays: int('days', flags.days) } : {}) };
        const created = (await call('POST', '/api/admin/release-credentials', body)) as { token: string; entry: TReleaseCredentialRow };
        out(credentialLine(created.entry));
        out(`credential (shown once; the team sets it as TESSERA_RELEASE_TOKEN): ${created.token}`);
        return;
      }
      if (sub === 'revoke') {
        out(credentialLine((await call('DELETE', `/api/admin/release-credentials/${int('id', arg)}`)) as TReleaseCredentialRow));
        return;
      }
      throw new OpsError(USAGE);
    }
    case 'backup':
    case 'restore': {
      const [file = ''] = need(rest, 1);
      await backupOrRestore(command, isAbsolute(file) ? file : resolve(process.cwd(), file), flags.force === 'on');
      return;
    }
    default:
      throw new OpsError(USAGE);
  }
}

const ledgerLine = (s: TLedgerSummary) =>
  `ledger: ${s.ledgerTransactions} transactions, ${s.ledgerEntries} entries, ${s.accounts} accounts, ${s.accountsOffLedger} with a balance off their entries, entries sum ${s.entrySum}`;

/**
 * The database the API's environment names (infra/api/src/config.ts): DATABASE_URL and
 * DATABASE_SCHEMA for PostgreSQL, else DATA_DIR's SQLite file (default .data at the repository
 * root). Read here rather than through the API package, which takes seconds to load.
 */
function databaseOf(env: NodeJS.ProcessEnv): { databaseUrl?: string; databaseSchema?: string; dataDir: string } {
  const value = (name: string) => env[name]?.trim() || undefined;
  const dataDir = value('DATA_DIR');
  return {
    databaseUrl: value('DATABASE_URL'),
    databaseSchema: value('DATABASE_SCHEMA'),
    dataDir: dataDir ? resolve(process.cwd(), dataDir) : resolve(__dirname, '..', '..', '..', '.data'),
  };
}

/** backup / restore of the database the API's environment names. */
async function backupOrRestore(command: 'backup' | 'restore', file: string, force: boolean): Promise<void> {
  const config = databaseOf(process.env);
  try {
    if (config.databaseUrl) {
      const where = `PostgreSQL${config.databaseSchema ? `, schema ${config.databaseSchema}` : ''}`;
      if (command === 'backup') {
        const r = await backupPostgres(config.databaseUrl, config.databaseSchema, file);
        out(`backup: ${where} → ${r.file} (${r.bytes} bytes, ${r.ms} ms, pg_dump custom format)`);
      } else {
        await restorePostgres(config.databaseUrl, file);
        out(`restore: ${file} → ${where} (pg_restore --clean --if-exists, one transaction); start the API`);
      }
      return;
    }
    const live = join(config.dataDir, SQLITE_FILE);
    if (command === 'backup') {
      const r = await backupSqlite(live, file);
      out(`backup: ${live} → ${r.file} (${r.bytes} bytes, ${r.ms} ms)\n${ledgerLine(r.summary)}`);
    } else {
      const s = await restoreSqlite(file, live, { force });
      out(`restore: ${file} → ${live}; start the API\n${ledgerLine(s)}`);
    }
  } catch (err) {
    if (err instanceof BackupError) throw new OpsError(err.message);
    throw err;
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
