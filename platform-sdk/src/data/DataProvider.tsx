import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiQueryClient } from './client';

/**
 * Scopes the hooks to a client of its own: tests mount it with a fresh client per test. The app
 * needs none: without a provider the hooks use the page's shared `apiQueryClient`.
 */
export function DataProvider({ client = apiQueryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
