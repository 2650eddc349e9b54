import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../playwright.config';

export const MEMBER_SESSION = { token: 'e2e-layout-token', merchantCode: 'demo', userName: 'demo1', type: 0, firstTimeLogin: false };

/** Puts session info where the shell looks for it (sessionStorage MC_SESSION_INFO), before any page script runs. */
export async function asMember(page: Page, session: object = MEMBER_SESSION): Promise<void> {
  await page.addInitScript((s) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), session);
}

export async function admin(request: APIRequestContext, method: 'PATCH' | 'PUT' | 'GET', path: string, data?: object) {
  const res = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json() as Promise<{ value: unknown }>;
}

/** In-app navigation the way the router sees a link click (a new history entry), without a page load. */
export async function pushRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
