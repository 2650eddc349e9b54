import { createContext, useContext } from 'react';
import type { TToastType } from './constants';
import type { TBus } from './events';
import type { TSession } from './session';
import type { TEndpoint, TEndpointInput, TEndpointOutput } from './api/endpoint';
import type { TFormFields } from './multipart';

export interface TToastOptions {
  /** Milliseconds before it closes; default TOAST_MS.default. `loading` toasts stay until dismissed or TOAST_MS.loadingMax. */
  durationMs?: number;
}

export interface TDialogOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface TPlatformNav {
  /** Current path, e.g. /m/helpDetail. */
  path: string;
  /** Current query string parameters. */
  query: URLSearchParams;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Back one page, or home when this page was the first one of the visit. */
  back(): void;
}

export interface TPlatformI18n {
  /** Current language code (EN, PT, PT-BR, ...). */
  language: string;
  dir: 'ltr' | 'rtl';
  t(key: string, options?: Record<string, unknown> & { ns?: string }): string;
  setLanguage(code: string): void;
}

export interface TCallOptions {
  /**
   * Idempotency-Key of a money-moving call (descriptor `idempotent: true`). Keep one key per user
   * action and pass it again when retrying that action, so the API applies it once; a fresh key
   * is made per call when none is given.
   */
  idempotencyKey?: string;
  /**
   * Aborts the call (a screen that unmounts, a search replaced by a newer one, the data layer
   * cancelling a query). An aborted call rejects with ApiError code 'ABORTED'
   * (CLIENT_ERROR_CODES.aborted; test with isAbortedCall) and shows nothing to the user.
   */
  signal?: AbortSignal;
}

/**
 * What api.call takes: the descriptor's query/body/params, plus `form` for an upload. A
 * descriptor with `multipart` parts is sent as multipart/form-data built from `form`
 * (arrays become repeated parts: `{ comment, images: [file1, file2] }`); a `body` holding
 * File/Blob values is sent as multipart too.
 */
export type TCallInput<E> = TEndpointInput<E> & { form?: TFormFields };

export interface TPlatformApi {
  call<E extends TEndpoint>(endpoint: E, input: TCallInput<E>, options?: TCallOptions): Promise<TEndpointOutput<E>>;
}

/** Everything a remote may use from the platform. Remotes never import shell code or read globals. */
export interface TPlatform {
  version: string;
  merchant: string;
  session: TSession | null;
  isLoggedIn: boolean;
  isRealMember: boolean;
  wallet: { sumBalance: string | null; currencySymbol: string; refreshing: boolean; refresh(): void };
  nav: TPlatformNav;
  toast: { show(type: TToastType, message: string, options?: TToastOptions): string; dismiss(id: string): void };
  dialog: { confirm(options: TDialogOptions): Promise<boolean>; alert(options: TDialogOptions): Promise<void> };
  api: TPlatformApi;
  flags: Readonly<Record<string, boolean>>;
  bus: TBus;
  i18n: TPlatformI18n;
  theme: 'dark' | 'light';
  setTheme(theme: 'dark' | 'light'): void;
}

export const PlatformContext = createContext<TPlatform | null>(null);
PlatformContext.displayName = 'TesseraPlatform';

export function usePlatform(): TPlatform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() must be used inside the Tessera shell (or createTestPlatform in tests)');
  return platform;
}

/** `t` bound to one namespace, e.g. `const t = useT('games')`. */
export function useT(ns: string): (key: string, options?: Record<string, unknown>) => string {
  const { i18n } = usePlatform();
  return (key, options) => i18n.t(key, { ns, ...options });
}
