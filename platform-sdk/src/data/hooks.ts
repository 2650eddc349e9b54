import {
  keepPreviousData,
  QueryClientContext,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useContext, useRef, useState } from 'react';
import type { TEndpoint, TEndpointOutput } from '@tessera/contract/api';
import { ApiError, createAttemptKeys, idempotencyFingerprint, type TEndpointErrorCode } from '@tessera/contract';
import { useApi, useI18n, useSession, useStatusInfo, type TCallInput, type TCallOptions } from '../platform';
import { apiQueryClient, apiQueryKey, endpointKey } from './client';
import { persistedKeyOf, readPersisted, writePersisted } from './persisted';

/** The client the shell provides, or the page's singleton when a test or widget renders outside it. */
export function useApiQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? apiQueryClient;
}

function useScope(): string {
  const { session } = useSession();
  return session ? `${session.merchantCode}:${session.userName}` : '';
}

export interface TApiQueryOptions {
  /** Fetch only while true (default true). A null input also means "not yet". */
  enabled?: boolean;
  /** Override the platform default (30 s). */
  staleTime?: number;
  /** Poll every N ms while the screen is shown (unread counts, balances). */
  refetchInterval?: number;
  /** Keep the previous input's answer on screen while the next one loads (filters, tabs). */
  keepPrevious?: boolean;
}

/**
 * One call's answer, cached by descriptor + input (+ the session's user). `input` null waits.
 * The error is the platform's ApiError (code, message already translated, value).
 *
 *   const hot = useApiQuery(hotGames, { query: { language } });
 */
export function useApiQuery<E extends TEndpoint>(
  endpoint: E,
  input: TCallInput<E> | null,
  options: TApiQueryOptions = {},
): UseQueryResult<TEndpointOutput<E>, ApiError> {
  const api = useApi();
  const scope = useScope();
  const client = useApiQueryClient();
  const { merchant } = useStatusInfo();
  const { language } = useI18n();
  // Spec §3's local-storage caches: drawn at once from storage, revalidated in the background (persisted.ts).
  const storageKey = input === null ? null : persistedKeyOf(endpoint, input);
  let restored: ReturnType<typeof readPersisted> | undefined;
  const restore = () => (restored ??= storageKey ? readPersisted(storageKey, endpoint, input, { merchant, language }) : null);
  return useQuery<TEndpointOutput<E>, ApiError, TEndpointOutput<E>, readonly unknown[]>(
    {
      queryKey: apiQueryKey(endpoint, scope, input),
      queryFn: async ({ signal }) => {
        const answer = await api.call(endpoint, input as TCallInput<E>, { signal });
        if (storageKey) writePersisted(storageKey, input, answer, { merchant, language });
        return answer;
      },
      ...(storageKey ? { initialData: () => restore()?.data as TEndpointOutput<E> | undefined, initialDataUpdatedAt: () => restore()?.at } : {}),
      enabled: input !== null && (options.enabled ?? true),
      staleTime: options.staleTime,
      refetchInterval: options.refetchInterval,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    },
    client,
  );
}

/** What a paged answer of the spec looks like: pageNum (the page answered) and totalPages. */
interface TPaged {
  pageNum: number;
  totalPages: number;
}

type TPagedEndpoint = TEndpoint & { query?: unknown };
type TQueryOf<E> = TCallInput<E> extends { query: infer Q } ? Q : never;

/**
 * The spec's paged lists (game list, favourites, records): page 1 first, then `fetchNextPage()`
 * while pageNum < totalPages. The page number goes into the query's `pageNo`; pages are kept in
 * order in `data.pages` (later pages append, a refetch or a new input starts again at page 1).
 *
 *   const list = useApiInfinite(gameList, { query: { gameType, pageSize: PAGE_SIZES.gameList } });
 *   const games = list.data?.pages.flatMap((p) => p.games) ?? [];
 */
export function useApiInfinite<E extends TPagedEndpoint>(
  endpoint: E,
  input: (TCallInput<E> & { query: Omit<TQueryOf<E>, 'pageNo'> }) | null,
  options: { enabled?: boolean; staleTime?: number } = {},
): UseInfiniteQueryResult<InfiniteData<TEndpointOutput<E> & TPaged, number>, ApiError> {
  const api = useApi();
  const scope = useScope();
  const client = useApiQueryClient();
  return useInfiniteQuery(
    {
      queryKey: [...apiQueryKey(endpoint, scope, input), 'pages'],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) => {
        const paged = { ...(input as object), query: { ...(input?.query as object), pageNo: pageParam } };
        return api.call(endpoint, paged as TCallInput<E>, { signal }) as Promise<TEndpointOutput<E> & TPaged>;
      },
      getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
      enabled: input !== null && (options.enabled ?? true),
      staleTime: options.staleTime,
    },
    client,
  );
}

export interface TApiMutation<E extends TEndpoint> {
  /** Sends the call; resolves with its answer or rejects with an ApiError. */
  call(input: TCallInput<E>, options?: TCallOptions): Promise<TEndpointOutput<E>>;
  isPending: boolean;
  /** The last failure, typed by the codes the descriptor may answer. */
  error: ApiError<TEndpointErrorCode<E>> | null;
  reset(): void;
  /** The underlying mutation, for what the fields above don't cover. */
  mutation: UseMutationResult<TEndpointOutput<E>, ApiError<TEndpointErrorCode<E>>, { input: TCallInput<E>; options?: TCallOptions }>;
}

/**
 * A call that changes something. After it succeeds, every cached answer of the `invalidates`
 * descriptors (any input, any screen, any remote) is refetched if shown and marked stale if not.
 * Money-moving calls: pass one `idempotencyKey` per user action and the same one on a retry.
 *
 *   const add = useApiMutation(addFavourite, { invalidates: [favouriteGames, favouriteIds] });
 *   await add.call({ body: { nodeId, vendor } });
 */
export function useApiMutation<E extends TEndpoint>(endpoint: E, options: { invalidates?: readonly TEndpoint[] } = {}): TApiMutation<E> {
  const api = useApi();
  const client = useApiQueryClient();
  const invalidates = options.invalidates ?? [];
  const mutation = useMutation<TEndpointOutput<E>, ApiError<TEndpointErrorCode<E>>, { input: TCallInput<E>; options?: TCallOptions }>(
    {
      mutationKey: endpointKey(endpoint),
      mutationFn: ({ input, options: callOptions }: { input: TCallInput<E>; options?: TCallOptions }) => api.call(endpoint, input, callOptions),
      onSuccess: () => Promise.all(invalidates.map((e) => client.invalidateQueries({ queryKey: endpointKey(e) }))).then(() => undefined),
    },
    client,
  );
  const { mutateAsync } = mutation;
  const call = useCallback((input: TCallInput<E>, callOptions?: TCallOptions) => mutateAsync({ input, options: callOptions }), [mutateAsync]);
  return { call, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset, mutation };
}

/** Marks every cached answer of these descriptors stale (and refetches what is on screen). */
export function invalidateApi(endpoints: readonly TEndpoint[], client: QueryClient = apiQueryClient): Promise<void> {
  return Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: endpointKey(e) }))).then(() => undefined);
}

/**
 * A money-moving (idempotent) call as one user action: one Idempotency-Key per action, the same
 * key for a double tap and for a retry after a dropped answer (so the API moves the money once and
 * replays its answer), a new key once the request changed (by the descriptor's `fingerprint`
 * fields, as the server compares them) or the action succeeded. A second `run` while one is on
 * the way is refused with ABORTED (never shown).
 *
 *   const withdrawal = useIdempotentAction(withdraw, { invalidates: [withdrawConfig] });
 *   await withdrawal.run({ body: { amount, bankCardId, paymentPassword } });
 */
export function useIdempotentAction<E extends TEndpoint>(endpoint: E, options: { invalidates?: readonly TEndpoint[] } = {}) {
  const mutation = useApiMutation(endpoint, options);
  const [keys] = useState(() => createAttemptKeys());
  const sending = useRef(false);
  const { call } = mutation;
  const run = useCallback(
    async (input: TCallInput<E>, callOptions: Omit<TCallOptions, 'idempotencyKey'> = {}): Promise<TEndpointOutput<E>> => {
      if (sending.current) throw new ApiError('ABORTED', 'An attempt is already on its way');
      const idempotencyKey = keys.for(idempotencyFingerprint(endpoint, input as { body?: unknown }));
      sending.current = true;
      try {
        const answer = await call(input, { ...callOptions, idempotencyKey });
        keys.settle();
        return answer;
      } finally {
        sending.current = false;
      }
    },
    [call, endpoint, keys],
  );
  return { run, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
