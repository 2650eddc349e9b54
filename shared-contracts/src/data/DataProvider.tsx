import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiQueryClient } from './client';

/** The shell mounts this once around the app; tests mount it with a fresh client per test. */
export function DataProvider({ client = apiQueryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
