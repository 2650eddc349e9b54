// The shell's router: everything the shell needs from one (the rest of the shell imports it from
// here, never from a router package). The browser history is read through wouter's location hooks
// (wouter/use-browser-location: 1 KB, it re-renders on push, replace, back and forward); on top of
// them, the behaviour the shell had with React Router's declarative API, kept on purpose:
// - each entry's history.state is React Router's { usr, key, idx }: idx counts this tab's entries
//   (push +1, replace keeps it; navigator.canGoBack reads it, also for entries made before the switch)
//   and key names the entry (a remote's ui.setTitle lapses when it changes);
// - a Link to the page already shown replaces it; modified clicks and other targets stay the browser's;
// - route paths match as React Router's matchPath({ end: true, caseSensitive: false }) did.
// Remotes never import this: they navigate through usePlatform().nav.
import { useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { navigate as historyNavigate, useHistoryState, usePathname, useSearch } from 'wouter/use-browser-location';
import { rememberScroll } from './scrollRestoration';

interface TEntryState {
  usr?: unknown;
  key?: string;
  idx?: number | null;
}

export interface TNavigateOptions {
  replace?: boolean;
}

export interface TLocation {
  /** As the address bar has it (not decoded), e.g. /m/helpDetail. */
  pathname: string;
  /** '' or '?a=1' (not decoded). */
  search: string;
  /** The history entry's key; 'default' for an entry the router did not make. */
  key: string;
}

function entryState(): TEntryState | null {
  return window.history.state as TEntryState | null;
}

function createKey(): string {
  return Math.random().toString(36).substring(2, 10);
}

/**
 * Where `to` leads from `pathname`. Absolute paths as they are; '', '?…' and '#…' stay on this path;
 * other relative paths resolve from '/', as React Router's navigate did outside a route.
 */
export function resolveTo(to: string, pathname: string): string {
  if (to.startsWith('/')) return to;
  if (to === '' || to.startsWith('?') || to.startsWith('#')) return `${pathname}${to}`;
  const url = new URL(to, 'http://shell.invalid/');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A new history entry (or, with replace, this one replaced) for `to`; every location hook re-renders. */
export function navigate(to: string, options: TNavigateOptions = {}): void {
  const url = resolveTo(to, window.location.pathname);
  const idx = entryState()?.idx;
  const current = typeof idx === 'number' ? idx : null;
  // The entry being left keeps its scroll position for a Back to it.
  rememberScroll();
  if (options.replace) {
    historyNavigate(url, { replace: true, state: { usr: null, key: createKey(), idx: current } });
    return;
  }
  try {
    historyNavigate(url, { state: { usr: null, key: createKey(), idx: (current ?? 0) + 1 } });
  } catch (error) {
    // Safari limits pushState calls; a full load still gets there.
    if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
    window.location.assign(url);
  }
}

/** Back one history entry. */
export function goBack(): void {
  window.history.go(-1);
}

/** The current location; a new value when the path, the query or the entry changes. */
export function useLocation(): TLocation {
  const pathname = usePathname();
  const search = useSearch();
  const key = useHistoryState<TEntryState | null>()?.key ?? 'default';
  return useMemo(() => ({ pathname, search, key }), [pathname, search, key]);
}

/** The current query string's parameters (a new object when the query changes). */
export function useQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The entry the page opened on becomes the router's entry 0 unless it already has an index (a reload). */
function claimEntry(): true {
  const state = entryState();
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
  return true;
}

/** Wraps the app once, at its root: numbers the first history entry. */
export function Router({ children }: { children: ReactNode }) {
  useState(claimEntry);
  return <>{children}</>;
}

/** Navigates once it has rendered, replacing the current entry (a redirect). */
export function Redirect({ to }: { to: string }): null {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A real <a href>; a plain left click navigates in the app (replacing when `to` is the page shown). */
export function Link({ to, replace, onClick, target, children, ...rest }: TLinkProps) {
  const { pathname } = useLocation();
  const href = resolveTo(to, pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    navigate(href, { replace: replace ?? here === href });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const patterns = new Map<string, RegExp>();

/** React Router's compilePath(path, caseSensitive false, end true): :params, optional segments, a trailing '*', trailing slashes ignored. */
function compilePath(path: string): RegExp {
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (match: string, _name: string, optional: string | undefined, index: number, str: string) => {
        if (!optional) return '/([^\\/]+)';
        const next = str.charAt(index + match.length);
        return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, 'i');
}

/** Whether a route path matches the whole pathname (any case, trailing slashes ignored, decoded as the address bar shows it). */
export function matchesPath(path: string, pathname: string): boolean {
  let pattern = patterns.get(path);
  if (!pattern) {
    pattern = compilePath(path);
    patterns.set(path, pattern);
  }
  return pattern.test(decodePath(pathname));
}
