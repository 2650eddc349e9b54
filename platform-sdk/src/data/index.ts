// The one data layer (docs/decisions/data-layer.md): TanStack Query behind hooks keyed by API
// descriptors. This door is a federation singleton of its own, so every app shares one cache; it
// loads with the first screen that fetches, not with the shell.
// Remotes fetch through these hooks only; they never import @tanstack/react-query themselves.
export { apiQueryClient, apiQueryKey, createApiQueryClient, endpointKey, GC_MS, STALE_MS, type TApiQueryClient } from './client';
export {
  invalidateApi,
  useApiInfinite,
  useApiMutation,
  useApiQuery,
  useApiQueryClient,
  type TApiMutation,
  type TApiQueryOptions,
  useIdempotentAction,
} from './hooks';
export { DataProvider } from './DataProvider';
export { clearPersisted, persistedKeyOf, PERSISTED_STORAGE_KEYS } from './persisted';
