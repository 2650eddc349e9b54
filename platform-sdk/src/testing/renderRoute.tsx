import { screen, type RenderResult } from '@testing-library/react';
import { createElement } from 'react';
import type { TRemoteModule } from '../remoteModule';
import type { TSession } from '@tessera/contract';
import { createTestPlatform, type TTestPlatform } from './createTestPlatform';
import { renderWithPlatform } from './renderWithPlatform';

/**
 * Renders one route of a remote the way the shell would (inside the platform, the data layer and Suspense),
 * with the remote's EN pack behind `t`, and waits until its lazy page has rendered.
 */
export async function renderRoute(
  remote: TRemoteModule,
  path: string,
  options: { session?: TSession | null; flags?: Record<string, boolean>; api?: TTestPlatform['api']['call'] } = {},
): Promise<RenderResult & { platform: TTestPlatform; title: string }> {
  const route = remote.routes.find((r) => r.path === path);
  if (!route) throw new Error(`${remote.name} has no route ${path}`);
  const en = remote.locales.EN ?? {};
  const platform = createTestPlatform({ ...options, path, resources: { [remote.name]: en } });
  const title = platform.i18n.t(route.titleKey, { ns: remote.name });
  const result = renderWithPlatform(createElement(route.component), { platform });
  // The page is a lazy import: its first load in a test file (transforming its module graph) can
  // pass Testing Library's 1 s default on a loaded machine, which is not what a contract test checks.
  await screen.findByText(title, {}, { timeout: 10_000 });
  return { ...result, platform, title };
}
