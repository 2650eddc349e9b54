import type { TRegistry, TSystemStatus } from '@tessera/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { successEnvelope } from '../errors';
import { parseJson } from '../lib/json';
import { PreparedAnswer } from '../lib/prepared';
import { findMerchant, statusCore, withLocation, type TMerchantRow, type TStatusCore } from './merchants';
import { clientStatus, loadRegionRules, plainAddress, regionMatcher, type TRegionMatcher } from './merchantStatus';
import { canaryPlacement, hasCanary, loadRegistrySource, resolveRegistry, type TRegistryOmission, type TRegistrySource } from './registry';

// The read path (status, registry, shell pages, merchant resolution) answers from per-merchant
// snapshots of operator data instead of the database. A snapshot lives `ttlMs` (default 1.5 s) and
// is dropped at once by every operator change made in this process (route() invalidates after each
// non-GET /api/admin call); the TTL bounds how long a change made elsewhere (another replica, a
// direct database update) takes to show. See docs/decisions/api-caching.md.

export const DEFAULT_READ_CACHE_TTL_MS = 1500;

/** Merchant codes and the host names that select them. */
export interface TDirectory {
  codes: ReadonlySet<string>;
  byHost: ReadonlyMap<string, string>;
}

/** What the read path needs of one merchant, read once per TTL. */
export interface TMerchantSnapshot {
  code: string;
  row: TMerchantRow;
  status: TStatusCore;
  /** The merchant's region rules by address (services/merchantStatus.ts). */
  region: TRegionMatcher;
  registry: TRegistrySource;
  registryHasCanary: boolean;
  /** Serialized answers, made on first use: the same for every client of a variant. */
  answers: Map<string, PreparedAnswer<unknown>>;
  /** The status envelope as JSON text around the client's IP (the only per-client part). */
  statusJson: { head: string; tail: string };
  /** The same for a client the address rules restrict (status 2); null while the merchant has no address rules. */
  restrictedStatusJson: { head: string; tail: string } | null;
}

interface TEntry<T> {
  value: Promise<T>;
  loadedAt: number;
  /** Set once the load has finished: lets the hot path answer without a promise hop. */
  settled?: { value: T };
}

async function loadDirectory(db: Kysely<DB>): Promise<TDirectory> {
  const rows = await db.selectFrom('merchants').select(['code', 'domains']).execute();
  const byHost = new Map<string, string>();
  for (const r of rows) for (const host of parseJson<string[]>(r.domains, [])) byHost.set(host.toLowerCase(), r.code);
  return { codes: new Set(rows.map((r) => r.code)), byHost };
}

// A string no IP can be: where the client's IP goes in the serialized status.
const IP_SLOT = '\u0000ip\u0000';

async function loadSnapshot(db: Kysely<DB>, code: string): Promise<TMerchantSnapshot | null> {
  const row = await findMerchant(db, code);
  if (!row) return null;
  const [status, registry, region] = await Promise.all([statusCore(db, row), loadRegistrySource(db, code), loadRegionRules(db, code).then(regionMatcher)]);
  return {
    code,
    row,
    status,
    region,
    registry,
    registryHasCanary: hasCanary(registry),
    answers: new Map(),
    statusJson: statusTemplate(status),
    restrictedStatusJson: region.empty ? null : statusTemplate(restricted(status)),
  };
}

/** The status envelope as JSON text split around the client's IP. */
function statusTemplate(status: TStatusCore): { head: string; tail: string } {
  // location comes before info in the answer, so the first occurrence is the slot.
  const json = JSON.stringify(successEnvelope(withLocation(status, IP_SLOT)));
  const slot = JSON.stringify(IP_SLOT);
  const at = json.indexOf(slot);
  return { head: json.slice(0, at), tail: json.slice(at + slot.length) };
}

/** The merchant's status as a client its address rules restrict sees it. */
const restricted = (core: TStatusCore): TStatusCore => ({ ...core, status: 2, regionRestriction: true });

/**
 * The status this client of the merchant gets: the merchant's switches, and its address rules
 * (status 2 for a restricted address). `location.ip` is the address the server decided on.
 */
export function clientStatusOf(snapshot: TMerchantSnapshot, ip: string): TSystemStatus {
  const address = plainAddress(ip);
  const own = clientStatus(snapshot.status, snapshot.region, address);
  return withLocation(own.status === snapshot.status.status ? snapshot.status : restricted(snapshot.status), address);
}

export class ReadCache {
  private directoryEntry: TEntry<TDirectory> | undefined;
  private readonly merchants = new Map<string, TEntry<TMerchantSnapshot | null>>();

  constructor(
    private readonly db: Kysely<DB>,
    /** 0: no caching (every call reads the database). */
    readonly ttlMs: number = DEFAULT_READ_CACHE_TTL_MS,
  ) {}

  /**
   * One load per key at a time (concurrent callers share it); a failed load is forgotten. An
   * entry dropped by invalidate() while loading is not put back, so a load that raced an operator
   * change never outlives it.
   */
  private cached<T>(
    current: TEntry<T> | undefined,
    store: (e: TEntry<T> | undefined) => void,
    isCurrent: (e: TEntry<T>) => boolean,
    load: () => Promise<T>,
  ): Promise<T> {
    const now = Date.now();
    if (current && now - current.loadedAt < this.ttlMs) return current.value;
    const entry: TEntry<T> = { value: load(), loadedAt: now };
    store(entry);
    entry.value.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (isCurrent(entry)) store(undefined);
      },
    );
    return entry.value;
  }

  private fresh<T>(entry: TEntry<T> | undefined): { value: T } | undefined {
    return entry?.settled && Date.now() - entry.loadedAt < this.ttlMs ? entry.settled : undefined;
  }

  /** The directory if a fresh one is loaded (no waiting), else undefined: then call directory(). */
  peekDirectory(): TDirectory | undefined {
    return this.fresh(this.directoryEntry)?.value;
  }

  /** The merchant's snapshot (or null) if a fresh one is loaded, else undefined: then call merchant(). */
  peek(code: string): TMerchantSnapshot | null | undefined {
    const directory = this.peekDirectory();
    if (directory && !directory.codes.has(code)) return null;
    return this.fresh(this.merchants.get(code))?.value;
  }

  directory(): Promise<TDirectory> {
    return this.cached(
      this.directoryEntry,
      (e) => (this.directoryEntry = e),
      (e) => this.directoryEntry === e,
      () => loadDirectory(this.db),
    );
  }

  /** The merchant's snapshot, or null for a code that names no merchant. */
  merchant(code: string): Promise<TMerchantSnapshot | null> {
    const directory = this.peekDirectory();
    return directory ? this.snapshot(directory, code) : this.directory().then((d) => this.snapshot(d, code));
  }

  private snapshot(directory: TDirectory, code: string): Promise<TMerchantSnapshot | null> {
    // Unknown codes never reach the database or the map (no growth from made-up codes).
    if (!directory.codes.has(code)) return Promise.resolve(null);
    return this.cached(
      this.merchants.get(code),
      (e) => (e ? this.merchants.set(code, e) : this.merchants.delete(code)),
      (e) => this.merchants.get(code) === e,
      () => loadSnapshot(this.db, code),
    );
  }

  /**
   * Runs `use` on the merchant's snapshot: synchronously when a fresh one is loaded (the common
   * case), after loading it otherwise. `use` gets null for a code that names no merchant.
   */
  use<T>(code: string, use: (snapshot: TMerchantSnapshot | null) => T): T | Promise<T> {
    const now = this.peek(code);
    return now !== undefined ? use(now) : this.merchant(code).then(use);
  }

  /**
   * Forgets one merchant's snapshot (and the directory), or everything: the next read loads fresh
   * data. Other API processes hear of it too when a publisher is set (PostgreSQL NOTIFY,
   * plugins/readCache.ts); otherwise they follow within the TTL.
   */
  invalidate(code?: string): void {
    this.forget(code);
    this.publish?.(code);
  }

  /** Forgets as invalidate() does, in this process only (an invalidation heard from another process). */
  forget(code?: string): void {
    this.directoryEntry = undefined;
    if (code === undefined) this.merchants.clear();
    else this.merchants.delete(code);
    for (const listener of this.forgetListeners) listener(code);
  }

  private readonly forgetListeners: ((code?: string) => void)[] = [];

  /**
   * Runs `listener` on every invalidation, made here or heard from another process: caches of
   * other operator data kept beside the snapshots (the games' hot lists) drop with them.
   */
  onForget(listener: (code?: string) => void): void {
    this.forgetListeners.push(listener);
  }

  /** Tells the other API processes of each invalidation (set once, at start). */
  publish: ((code?: string) => void) | undefined;
}

/** GET /api/v1/status's answer for a client: the cached envelope with the client's IP put in. */
export function statusAnswer(snapshot: TMerchantSnapshot, ip: string): PreparedAnswer<TSystemStatus> {
  const value = clientStatusOf(snapshot, ip);
  const { head, tail } = value.status === snapshot.status.status || !snapshot.restrictedStatusJson ? snapshot.statusJson : snapshot.restrictedStatusJson;
  return new PreparedAnswer(value, `${head}${JSON.stringify(value.location.ip)}${tail}`, false);
}

/**
 * GET /api/v1/registry's answer for a client: one prepared answer per canary placement (all
 * clients outside every canary share one), kept in the snapshot.
 */
export function registryAnswer(snapshot: TMerchantSnapshot, cid: string | undefined, onOmit?: (o: TRegistryOmission) => void): PreparedAnswer<TRegistry> {
  // Without a running canary every client shares one answer: no hashing per request.
  const placement = snapshot.registryHasCanary && cid !== undefined ? canaryPlacement(snapshot.registry, cid) : null;
  const key = placement ? `registry:${placement.map((p) => (p ? 1 : 0)).join('')}` : 'registry';
  let answer = snapshot.answers.get(key) as PreparedAnswer<TRegistry> | undefined;
  if (!answer) {
    const value = resolveRegistry(snapshot.registry, placement ?? canaryPlacement(snapshot.registry, undefined), onOmit);
    answer = new PreparedAnswer(value, JSON.stringify(successEnvelope(value)), true);
    snapshot.answers.set(key, answer);
  }
  return answer;
}
