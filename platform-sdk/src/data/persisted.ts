import { STORAGE_KEYS } from '@tessera/contract';
import type { TEndpoint } from '@tessera/contract/api';

/**
 * The spec's local-storage caches (§3: getVassGameType, getGameLotts, lottList, elottList,
 * service_link, setTemplate, catasList) as persisted answers of their calls: a second visit draws
 * those lists from storage at once and the call revalidates them in the background
 * (docs/decisions/storage-caches.md). The table maps a descriptor (and, for the lottery list, its
 * prize mode) to the spec's key; any screen that asks for these calls through useApiQuery gets it.
 */
const PERSISTED: Readonly<Record<string, (input: unknown) => string | null>> = {
  vendorGameTypes: () => STORAGE_KEYS.vassGameType,
  vendorList: () => STORAGE_KEYS.categories,
  lotteryMenu: () => STORAGE_KEYS.gameLotts,
  lotteryList: (input) => {
    const mode = (input as { query?: { prizeMode?: unknown } } | null)?.query?.prizeMode;
    return mode === 'Lott' ? STORAGE_KEYS.lottList : mode === 'Elott' ? STORAGE_KEYS.elottList : null;
  },
  customerService: () => STORAGE_KEYS.serviceLink,
  templateSettings: () => STORAGE_KEYS.template,
};

/** Every key this module writes (cleared together on a merchant or language change). */
export const PERSISTED_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.vassGameType,
  STORAGE_KEYS.categories,
  STORAGE_KEYS.gameLotts,
  STORAGE_KEYS.lottList,
  STORAGE_KEYS.elottList,
  STORAGE_KEYS.serviceLink,
  STORAGE_KEYS.template,
];

/** Answers kept per key (one per input: a language, a vendor filter): the oldest goes first. */
export const MAX_ENTRIES_PER_KEY = 4;
/** A key's record larger than this is not written (storage is small and shared with the whole site). */
export const MAX_RECORD_CHARS = 200_000;
/** An answer older than this is not drawn: a week-old vendor list is not worth showing first. */
export const MAX_AGE_MS = 7 * 24 * 3_600_000;
const VERSION = 1;

interface TEntry {
  /** The input, as JSON. */
  k: string;
  /** When it was answered (epoch ms). */
  at: number;
  d: unknown;
}
interface TRecord {
  v: number;
  /** Merchant and language the answers belong to. */
  m: string;
  l: string;
  e: TEntry[];
}

export interface TPersistedAnswer {
  data: unknown;
  at: number;
}

/** The spec key of this call's cache, or null when the call is not one of §3's caches. Only public calls are kept. */
export function persistedKeyOf(endpoint: Pick<TEndpoint, 'name' | 'auth'>, input: unknown): string | null {
  if (endpoint.auth !== 'none') return null;
  return PERSISTED[endpoint.name]?.(input) ?? null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRecord(key: string): TRecord | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const record = JSON.parse(raw) as TRecord;
    return record && record.v === VERSION && Array.isArray(record.e) ? record : null;
  } catch {
    return null;
  }
}

/**
 * The stored answer of `input` under `key`, if it belongs to this merchant and language, is younger
 * than MAX_AGE_MS and still has the shape the descriptor answers (a release may change it).
 */
export function readPersisted(
  key: string,
  endpoint: Pick<TEndpoint, 'response'>,
  input: unknown,
  where: { merchant: string; language: string },
  now = Date.now(),
): TPersistedAnswer | null {
  const record = readRecord(key);
  if (!record || record.m !== where.merchant || record.l !== where.language) return null;
  const entry = record.e.find((e) => e.k === inputKey(input));
  if (!entry || now - entry.at > MAX_AGE_MS || entry.at > now) return null;
  const parsed = endpoint.response.safeParse(entry.d);
  return parsed.success ? { data: parsed.data, at: entry.at } : null;
}

/** Keeps an answer (newest first, MAX_ENTRIES_PER_KEY, MAX_RECORD_CHARS); a record of another merchant or language is replaced. */
export function writePersisted(key: string, input: unknown, data: unknown, where: { merchant: string; language: string }, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const old = readRecord(key);
  const k = inputKey(input);
  const kept = old && old.m === where.merchant && old.l === where.language ? old.e.filter((e) => e.k !== k) : [];
  const record: TRecord = { v: VERSION, m: where.merchant, l: where.language, e: [{ k, at: now, d: data }, ...kept].slice(0, MAX_ENTRIES_PER_KEY) };
  try {
    const raw = JSON.stringify(record);
    if (raw.length > MAX_RECORD_CHARS) return;
    store.setItem(key, raw);
  } catch {
    // Storage full or disabled: the list is simply fetched next time.
  }
}

/** Forgets every §3 cache (the shell calls it when the merchant or the language changes). */
export function clearPersisted(): void {
  const store = storage();
  if (!store) return;
  for (const key of PERSISTED_STORAGE_KEYS) {
    try {
      store.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  }
}

function inputKey(input: unknown): string {
  return JSON.stringify(input ?? {});
}
