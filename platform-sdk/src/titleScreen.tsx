import { createElement, type ComponentType } from 'react';
import { useNav, useT } from './platform';
import type { TRouteMeta } from '@tessera/contract';

/**
 * A screen that shows its route's translated title: what a remote renders for a route whose real
 * screen has not been built yet (the route, layout, loading and failure handling are all real).
 */
export function createTitleScreen(ns: string, routes: readonly TRouteMeta[]): ComponentType {
  return function TitleScreen() {
    const nav = useNav();
    const t = useT(ns);
    const route = routes.find((r) => r.path === nav.path) ?? routes[0];
    return createElement(
      'section',
      { className: 'tk-screen', 'data-testid': 'screen', 'data-remote': ns },
      createElement('h1', { className: 'tk-screen-title' }, route ? t(route.titleKey) : null),
    );
  };
}
