import { act, render, type RenderResult } from '@testing-library/react';
import { createElement, Suspense, type ReactElement } from 'react';
import { createApiQueryClient, DataProvider } from '../data';
import { PlatformProvider, type TPlatform } from '../platform';
import { createTestPlatform, type TTestPlatform } from './createTestPlatform';

type TQueryClient = ReturnType<typeof createApiQueryClient>;

/**
 * Renders a component the way the shell hosts it: inside the platform (a createTestPlatform fake
 * unless one is given), the data layer with a cache of its own (no retries, so a failing call
 * shows its error at once), and Suspense for lazy pages. `setPlatform(patch)` renders the same
 * tree again with `{ ...platform, ...patch }` and the same cache, as the shell does when a part of
 * the platform changes (patches add up; `platform.calls` keeps recording): the PlatformProvider
 * renders again, and below it what reads the parts that changed.
 *
 *   const { platform, setPlatform } = renderWithPlatform(<FavouriteButton game={g} />, { session: SAMPLE_MEMBER, api });
 *   setPlatform({ wallet: { ...platform.wallet, sumBalance: '1234.00' } });
 */
export function renderWithPlatform(
  ui: ReactElement,
  options: Parameters<typeof createTestPlatform>[0] & { platform?: TTestPlatform; queryClient?: TQueryClient } = {},
): RenderResult & { platform: TTestPlatform; queryClient: TQueryClient; setPlatform(patch: Partial<TPlatform>): void } {
  const { platform: given, queryClient: givenClient, ...platformOptions } = options;
  const platform = given ?? createTestPlatform(platformOptions);
  const queryClient = givenClient ?? createApiQueryClient({ retry: false });
  // One element below the platform, so that setPlatform re-renders the PlatformProvider and then only what reads the changed parts.
  const children = createElement(DataProvider, { client: queryClient, children: createElement(Suspense, { fallback: null }, ui) });
  const tree = (p: TTestPlatform) => createElement(PlatformProvider, { platform: p, children });
  const result = render(tree(platform));
  let current = platform;
  const setPlatform = (patch: Partial<TPlatform>) => {
    current = { ...current, ...patch };
    const next = current;
    act(() => result.rerender(tree(next)));
  };
  return { ...result, platform, queryClient, setPlatform };
}
