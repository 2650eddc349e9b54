import { createContext, createElement, useCallback, useContext, useMemo, type Context, type ReactNode } from 'react';
import type { TDateStyle, TToastType } from '@tessera/contract';
import type { TDevice } from './device';
import type { TBus } from '@tessera/contract';
import type { TMember } from '@tessera/contract';
import type { TRole } from '@tessera/contract';
import type { TSession } from '@tessera/contract';
import type { TStatusInfo } from '@tessera/contract';
import type { TEndpoint, TEndpointInput, TEndpointOutput } from '@tessera/contract/api';
import type { TFormFields, TUploadProgress } from '@tessera/contract';

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

/**
 * The prompt dialog's input modes (spec §5):
 * - loginPassword: the account's password (masked, the browser may fill it);
 * - secureText: another secret, e.g. a payment password (masked, never autofilled);
 * - plainText: visible text (a nickname, a note).
 */
export type TPromptMode = 'loginPassword' | 'secureText' | 'plainText';

export interface TPromptOptions extends TDialogOptions {
  mode: TPromptMode;
  /** The input's visible label. */
  label: string;
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
  /** Keyboard hint, e.g. 'numeric' for a 6-digit payment password. */
  inputMode?: 'text' | 'numeric';
  /** An error message for a value that cannot be sent (shown under the input, the dialog stays open), or null. */
  validate?(value: string): string | null;
}

export interface TPlatformDialog {
  /** Resolves true on the confirm button, false on cancel or Escape. */
  confirm(options: TDialogOptions): Promise<boolean>;
  alert(options: TDialogOptions): Promise<void>;
  /** Resolves the entered text, or null when cancelled (cancel button or Escape). */
  prompt(options: TPromptOptions): Promise<string | null>;
}

/** A blocking overlay over the whole page while an action runs (spec §8 logout, favourites, trial). */
export interface TPlatformLoading {
  /** Shows it (with `message`, default 'please wait'); it hides itself after TIMING_MS.loadingMax at the latest. Calls nest: one hide() per show(). */
  show(message?: string): void;
  hide(): void;
}

export interface TRequireLoginOptions {
  /**
   * How a visitor is told (spec §4, §6, §8): 'redirect' (default) goes to /m/login with a return path;
   * 'toast' shows the in_logged_login info toast (TOAST_MS.loginRequired) and stays; 'modal' opens
   * the login form over the page (the login modal) and runs `resume` after the login.
   */
  visitor?: 'redirect' | 'toast' | 'modal';
  /** Where login returns to; default the current page (path and query). */
  returnTo?: string;
  /**
   * With `visitor: 'modal'` (spec §4 login modal, since platform 1.6): the login form opens over the
   * page, and after a successful login the modal closes and this runs, so the player's action
   * (a favourite, a launch) goes on where they were. A shell before 1.6 redirects instead.
   */
  resume?: () => void;
}

export interface TRequireRealMemberOptions extends TRequireLoginOptions {
  /**
   * How a trial user is refused: 'toast' (default) shows free_reject for TOAST_MS.freeReject;
   * 'registerDialog' asks "cancel or register now" and goes to /m/register on the second (spec
   * §6, the member center).
   */
  trial?: 'toast' | 'registerDialog';
}

/** Formatters bound to the current language and the wallet's currency symbol (money.ts). */
export interface TPlatformFormat {
  /** 2 decimals, the language's grouping, the symbol before: '¥1,234.50'. Decimal strings in, never floats. */
  money(amount: string | number | null | undefined, options?: { symbol?: string | false }): string;
  /** The header's integer with thousands separators, no symbol: '1,234'. */
  headerMoney(amount: string | number | null | undefined): string;
  /** A share (0..1) as a whole percentage in the language's own way: 0.426 → '43%' (EN), '43 %' in languages that space it. Since 1.2. */
  percent(fraction: number | null | undefined): string;
  /** The wallet's currency symbol the money formats use ('¥', 'R$'). Since 1.3. */
  currencySymbol: string;
  /**
   * A date and time (ISO string or Date) in the current language, never the browser's (formatDateTime):
   * style 'dateTime' (default), 'date', 'time', 'short' or 'record'. Since 1.4.
   */
  dateTime(iso: string | Date, style?: TDateStyle): string;
}

export interface TPlatformUi {
  /** Overrides the header title of the current page (null: back to the route's titleKey). Reset on navigation. */
  setTitle(title: string | null): void;
  openSideMenu(): void;
  /** The referral (invite) popup; visitors and trial users are refused as requireRealMember does. */
  openReferral(): void;
}

export interface TPlatformNav {
  /** Current path, e.g. /m/helpDetail. */
  path: string;
  /** Current query string parameters. */
  query: URLSearchParams;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Back one page when there is a page of this site to go back to, else home (docs/decisions/platform-surface.md). */
  back(): void;
  /**
   * Whether `to` (a path of this site, with or without its query) leads to a page the merchant has
   * now: false for a route of a remote the merchant has switched off, so a tile, link or shortcut
   * into it is not shown (docs/decisions/disabled-remotes.md). Since 1.3, optional: read it as
   * `nav.canNavigate?.(to) ?? true` (a shell without it has every route).
   */
  canNavigate?(to: string): boolean;
  /**
   * Starts loading what `to` (a path of this site) needs before the player gets there: the remote
   * that owns its route. Called on intent (a pointer over a link, a touch, focus) by the SDK's `Link`.
   * Since 1.7, optional: read it as `nav.prefetch?.(to)`.
   */
  prefetch?(to: string): void;
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
  /**
   * Told how much of an upload's body has gone (a multipart call: `form`, a `multipart`
   * descriptor or a body holding files), several times while it is sent; not called for a JSON
   * body. Aborts and failures reject as without it. Since 1.2.
   */
  onUploadProgress?(progress: TUploadProgress): void;
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

/**
 * Everything a remote may use from the platform. Remotes never import shell code or read globals.
 * Minor versions only add (PLATFORM_VERSION); docs/decisions/platform-surface.md explains each part.
 */
export interface TPlatform {
  version: string;
  merchant: string;

  // ---- session (spec §3, §4, §6) ----
  /** Session info (MC_SESSION_INFO); null for a visitor. */
  session: TSession | null;
  /** visitor / trial / member / agent (roles.ts). */
  role: TRole;
  /** The logged-in member's info once loaded (cached in localStorage memberInfo); null for a visitor or before it arrives. */
  member: TMember | null;
  isLoggedIn: boolean;
  /** Role member or agent (types 0, 1, 2). */
  isRealMember: boolean;
  /**
   * Spec §4 logout: confirm (in_popup_prompt / in_sure_logout), blocking loading, the logout call
   * (the server revokes the token), then the session, member info, trial user and all
   * sessionStorage are cleared, autoLogin set to '0' and the route replaced with home. Resolves
   * false when the user cancels. `confirm: false` skips the question (the caller already asked).
   */
  logout(options?: { confirm?: boolean }): Promise<boolean>;
  /** Spec §4 trial: loading 'please wait', the test-play login, the trial session stored, replace to home. Resolves whether a trial session started. */
  startTrial(): Promise<boolean>;
  /** True for any session; a visitor is sent to login or told to log in (options) and false comes back. */
  requireLogin(options?: TRequireLoginOptions): boolean;
  /** True for member and agent; a visitor as requireLogin, a trial user refused (free_reject, or the register dialog). */
  requireRealMember(options?: TRequireRealMemberOptions): boolean;

  // ---- status info (spec §3 status payload) ----
  statusInfo: TStatusInfo;
  /** White-label flags (the same object as statusInfo.flags). */
  flags: Readonly<Record<string, boolean>>;

  // ---- wallet and money ----
  wallet: { sumBalance: string | null; currencySymbol: string; refreshing: boolean; refresh(): void };
  format: TPlatformFormat;

  // ---- data ----
  api: TPlatformApi;

  // ---- ui ----
  toast: { show(type: TToastType, message: string, options?: TToastOptions): string; dismiss(id: string): void };
  dialog: TPlatformDialog;
  loading: TPlatformLoading;
  ui: TPlatformUi;

  // ---- the rest ----
  nav: TPlatformNav;
  i18n: TPlatformI18n;
  theme: 'dark' | 'light';
  setTheme(theme: 'dark' | 'light'): void;
  device: TDevice;
  bus: TBus;
}

/** Who is signed in, and the session actions (spec §3, §4, §6). Changes on login, logout and member info. */
export type TPlatformSession = Pick<
  TPlatform,
  'session' | 'role' | 'member' | 'isLoggedIn' | 'isRealMember' | 'logout' | 'startTrial' | 'requireLogin' | 'requireRealMember'
>;
/** The balance and its refresh. Changes on every balance refresh. */
export type TPlatformWallet = TPlatform['wallet'];
/** The merchant, its status payload and white-label flags. Changes when the status is revalidated with new content. */
export type TPlatformStatus = Pick<TPlatform, 'merchant' | 'statusInfo' | 'flags'>;
/** The theme and its setter. */
export type TPlatformTheme = Pick<TPlatform, 'theme' | 'setTheme'>;
/** What never changes while the page lives: the API client, toasts, dialogs, loading, device and bus. */
export type TPlatformServices = Pick<TPlatform, 'version' | 'api' | 'toast' | 'dialog' | 'loading' | 'device' | 'bus'>;

/**
 * The platform as narrow slices, one React context each, so a component re-renders only when
 * what it reads changes: a balance refresh reaches the components that read useWallet(), a
 * navigation those that read useNav(). The shell provides them (PlatformProvider), and so does
 * createTestPlatform's renderWithPlatform in tests.
 */
export interface TPlatformSlices {
  session: TPlatformSession;
  wallet: TPlatformWallet;
  status: TPlatformStatus;
  nav: TPlatformNav;
  i18n: TPlatformI18n;
  format: TPlatformFormat;
  theme: TPlatformTheme;
  ui: TPlatformUi;
  services: TPlatformServices;
}

function sliceContext<K extends keyof TPlatformSlices>(name: K) {
  const context = createContext<TPlatformSlices[K] | null>(null);
  context.displayName = `Tessera.${name}`;
  return context;
}

const CONTEXTS: { [K in keyof TPlatformSlices]: Context<TPlatformSlices[K] | null> } = {
  session: sliceContext('session'),
  wallet: sliceContext('wallet'),
  status: sliceContext('status'),
  nav: sliceContext('nav'),
  i18n: sliceContext('i18n'),
  format: sliceContext('format'),
  theme: sliceContext('theme'),
  ui: sliceContext('ui'),
  services: sliceContext('services'),
};

function useSlice<K extends keyof TPlatformSlices>(name: K): TPlatformSlices[K] {
  const slice = useContext(CONTEXTS[name]);
  if (!slice) throw new Error(`${name}: Tessera's platform hooks must be used inside the shell (or renderWithPlatform / PlatformProvider in tests)`);
  return slice;
}

/** The session, role, member and the session actions (logout, startTrial, requireLogin, requireRealMember). */
export const useSession = (): TPlatformSession => useSlice('session');
/** The member's info once loaded (null for a visitor or before it arrives). */
export const useMember = (): TMember | null => useSlice('session').member;
/** Balance, currency symbol, refreshing, refresh(). The only hook that re-renders on a balance refresh. */
export const useWallet = (): TPlatformWallet => useSlice('wallet');
/**
 * Asks the shell to read the balance again, without reading the balance: a component that only
 * refreshes it (after a withdrawal, a bet) does not re-render on every balance change as a
 * useWallet() reader does. The same request as useWallet().refresh() (the bus's wallet.refreshRequested).
 */
export function useWalletRefresh(): () => void {
  const bus = useBus();
  return useCallback(() => bus.publish('wallet.refreshRequested', {}), [bus]);
}
/** The merchant code, status payload (customer service, downloads, registration, templates, currency) and flags. */
export const useStatusInfo = (): TPlatformStatus => useSlice('status');
/** White-label flags and menu permission keys. */
export const useFlags = (): TPlatformStatus['flags'] => useSlice('status').flags;
/** Path, query, navigate, back. Re-renders on navigation. */
export const useNav = (): TPlatformNav => useSlice('nav');
/** Language, direction, t, setLanguage. */
export const useI18n = (): TPlatformI18n => useSlice('i18n');
/** money / headerMoney / percent in the current language (and the wallet's currency symbol). */
export const useFormat = (): TPlatformFormat => useSlice('format');
export const useTheme = (): TPlatformTheme => useSlice('theme');
/** setTitle (of the current page), openSideMenu, openReferral. */
export const useUi = (): TPlatformUi => useSlice('ui');
/** The API client (api.call); most code reads data through '@tessera/platform-sdk/data' instead. */
export const useApi = (): TPlatformApi => useSlice('services').api;
export const useToast = (): TPlatform['toast'] => useSlice('services').toast;
export const useDialog = (): TPlatformDialog => useSlice('services').dialog;
export const useLoading = (): TPlatformLoading => useSlice('services').loading;
export const useBus = (): TBus => useSlice('services').bus;
export const useDevice = (): TDevice => useSlice('services').device;

/** Splits a whole platform into its slices, each keeping its identity while its parts do. */
function useSlices(p: TPlatform): TPlatformSlices {
  const { session, role, member, isLoggedIn, isRealMember, logout, startTrial, requireLogin, requireRealMember } = p;
  const sessionSlice = useMemo(
    () => ({ session, role, member, isLoggedIn, isRealMember, logout, startTrial, requireLogin, requireRealMember }),
    [session, role, member, isLoggedIn, isRealMember, logout, startTrial, requireLogin, requireRealMember],
  );
  const { sumBalance, currencySymbol, refreshing, refresh } = p.wallet;
  const wallet = useMemo(() => ({ sumBalance, currencySymbol, refreshing, refresh }), [sumBalance, currencySymbol, refreshing, refresh]);
  const { merchant, statusInfo, flags } = p;
  const status = useMemo(() => ({ merchant, statusInfo, flags }), [merchant, statusInfo, flags]);
  const { theme, setTheme } = p;
  const themeSlice = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  const { version, api, toast, dialog, loading, device, bus } = p;
  const services = useMemo(() => ({ version, api, toast, dialog, loading, device, bus }), [version, api, toast, dialog, loading, device, bus]);
  return { session: sessionSlice, wallet, status, nav: p.nav, i18n: p.i18n, format: p.format, theme: themeSlice, ui: p.ui, services };
}

/**
 * Provides the platform to everything below it, slice by slice. The shell renders it once around
 * the app; tests get it from renderWithPlatform. Keep `platform`'s parts stable (memoised) and
 * each slice keeps its identity while its parts do.
 */
export function PlatformProvider({ platform, children }: { platform: TPlatform; children?: ReactNode }): ReactNode {
  const slices = useSlices(platform);
  let tree: ReactNode = createElement(FacadeContext.Provider, { value: platform }, children);
  for (const name of Object.keys(CONTEXTS) as (keyof TPlatformSlices)[]) {
    tree = createElement((CONTEXTS[name] as Context<unknown>).Provider, { value: slices[name] }, tree);
  }
  return tree;
}

// The whole platform for usePlatform(), the facade.
const FacadeContext = createContext<TPlatform | null>(null);
FacadeContext.displayName = 'Tessera.platform';

/**
 * The whole platform in one object: a facade kept for code written before the narrow hooks
 * (platform contract 1.2). It re-renders on every change of any part — a navigation, a balance
 * refresh — so new code reads the narrow hooks above instead (docs/decisions/platform-sdk.md).
 */
export function usePlatform(): TPlatform {
  const platform = useContext(FacadeContext);
  if (!platform) throw new Error('usePlatform() must be used inside the Tessera shell (or createTestPlatform in tests)');
  return platform;
}

/** `t` bound to one namespace, e.g. `const t = useT('games')`; the same function until the language changes (safe in effect deps). */
export function useT(ns: string): (key: string, options?: Record<string, unknown>) => string {
  const i18n = useI18n();
  return useCallback((key: string, options?: Record<string, unknown>) => i18n.t(key, { ns, ...options }), [i18n, ns]);
}
