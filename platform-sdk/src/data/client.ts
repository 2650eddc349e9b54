import { QueryClient } from '@tanstack/react-query';
import type { TEndpoint } from '@tessera/contract/api';

/** How long an answer counts as fresh: a screen revisited within this shows it without a refetch. */
export const STALE_MS = 30_000;
/** How long an answer no screen uses stays in memory. */
export const GC_MS = 5 * 60_000;
/** Failures worth a retry: the network, not the API's answers (a 4xx says the same the second time). */
const RETRYABLE_CODES = new Set(['NETWORK', 'INTERNAL', 'INVALID_RESPONSE']);
const MAX_RETRIES = 2;

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A client with the platform's defaults. The shell makes one per page load; tests make one per test. */
export function createApiQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        gcTime: GC_MS,
        // A phone that switches apps refetches everything on return otherwise; screens that need
        // live numbers (balance, unread counts) refresh on their own events.
        refetchOnWindowFocus: false,
        retry: options.retry === false ? false : (count, error) => count < MAX_RETRIES && RETRYABLE_CODES.has(errorCode(error) ?? 'NETWORK'),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one cache. `@tessera/platform-sdk/data` is a federation singleton, so the shell
 * and every remote hold this same client: a favourite saved in one remote refreshes the lists of
 * another through invalidation, without an event of its own.
 */
export const apiQueryClient = createApiQueryClient();
// Mounted here rather than by a provider: the shell does not load the data layer with its first
// bundle, so the first screen that fetches brings it, and the client must already listen for the
// browser coming back online.
apiQueryClient.mount();

export type TApiQueryClient = QueryClient;

/** The first part of every key: invalidating by it reaches every input and every session scope. */
export function endpointKey(endpoint: Pick<TEndpoint, 'name'>): readonly [string] {
  return [endpoint.name] as const;
}

/**
 * Key of one call: descriptor name, then who asks (the session's user, '' for a visitor, so one
 * member never sees another's cached answers), then the input.
 */
export function apiQueryKey(endpoint: Pick<TEndpoint, 'name'>, scope: string, input: unknown): readonly unknown[] {
  return [endpoint.name, scope, input ?? {}] as const;
}
