import { render, type RenderResult } from '@testing-library/react';
import { createElement, Suspense, type ReactElement } from 'react';
import { createApiQueryClient, DataProvider } from '../data';
import { PlatformProvider } from '../platform';
import { createTestPlatform, type TTestPlatform } from './createTestPlatform';

type TQueryClient = ReturnType<typeof createApiQueryClient>;

/**
 * Renders a component the way the shell hosts it: inside the platform (a createTestPlatform fake
 * unless one is given), the data layer with a cache of its own (no retries, so a failing call
 * shows its error at once), and Suspense for lazy pages.
 *
 *   const { platform } = renderWithPlatform(<FavouriteButton game={g} />, { session: SAMPLE_MEMBER, api });
 */
export function renderWithPlatform(
  ui: ReactElement,
  options: Parameters<typeof createTestPlatform>[0] & { platform?: TTestPlatform; queryClient?: TQueryClient } = {},
): RenderResult & { platform: TTestPlatform; queryClient: TQueryClient } {
  const { platform: given, queryClient: givenClient, ...platformOptions } = options;
  const platform = given ?? createTestPlatform(platformOptions);
  const queryClient = givenClient ?? createApiQueryClient({ retry: false });
  const result = render(
    createElement(PlatformProvider, {
      platform,
      children: createElement(DataProvider, { client: queryClient, children: createElement(Suspense, { fallback: null }, ui) }),
    }),
  );
  return { ...result, platform, queryClient };
}
