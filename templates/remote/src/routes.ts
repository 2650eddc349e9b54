import type { TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against (the registry refuses to activate it on a shell that does not satisfy it). */
export const requires = { platform: '^1' };

/**
 * Routes example owns: paths of its own (under /m/example), none of the spec's routes. Also emitted
 * as routes.json; an operator's activation is refused when another active remote claims one of them.
 */
export const routes: TRouteMeta[] = [{ path: '/m/example', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.home', access: 'public' }];
