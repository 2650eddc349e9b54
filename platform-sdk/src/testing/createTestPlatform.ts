import type { TEndpoint } from '@tessera/contract/api';
import { ApiError } from '@tessera/contract';
import { AGENT_ACCOUNT_TYPE, languageOf, PLATFORM_VERSION, TOAST_MS, TRIAL_TYPE, type TToastType } from '@tessera/contract';
import { createBus } from '../bus';
import type { TDevice } from '../device';
import type { TBus, TBusEvent } from '@tessera/contract';
import type { TMember } from '@tessera/contract';
import { formatDateTime, formatHeaderMoney, formatMoney, formatPercent } from '@tessera/contract';
import { formFileBytes, hasBlobValue, uploadProgress, type TFormFields } from '@tessera/contract';
import { PATHS, withQuery } from '@tessera/contract';
import type { TCallInput, TCallOptions, TDialogOptions, TPlatform, TPromptOptions, TRequireLoginOptions, TRequireRealMemberOptions } from '../platform';
import type { TSystemStatus } from '@tessera/contract';
import { accessDecision, isRealMemberRole, roleOf, type TRole } from '@tessera/contract';
import type { TSession } from '@tessera/contract';
import { statusInfoOf } from '@tessera/contract';
import { sampleStatus } from '@tessera/contract/fixtures';

/** An answer of the fake API: a value, an ApiError (or any Error) to reject with, or a function of the input. */
export type TTestApiAnswer = unknown | ((input: unknown, options: TCallOptions | undefined) => unknown);

export interface TTestPlatformOptions {
  /** The session; or give `role` and a matching session is made (visitor → none). */
  session?: TSession | null;
  role?: TRole;
  /** Member info; default: one derived from the session (vipLabel 'VIP1'), none for a visitor. */
  member?: TMember | null;
  /** Remote packs by namespace (EN), so `t` answers real strings. */
  resources?: Record<string, Record<string, unknown>>;
  path?: string;
  /** White-label flags (merged over the status payload's). */
  flags?: Record<string, boolean>;
  /** The status payload (default sampleStatus()); statusInfo is built from it the shell's way. */
  status?: TSystemStatus;
  wallet?: { sumBalance?: string | null; currencySymbol?: string };
  device?: Partial<TDevice>;
  /** Language code (default EN): drives format and i18n.language. */
  language?: string;
  theme?: 'dark' | 'light';
  /**
   * The API: a function like api.call, or answers by descriptor name (`{ hotGames: { list: [] },
   * favouriteAdd: new ApiError('AUTH_REQUIRED', '...') }`). A call with no answer rejects with
   * ApiError 'NOT_FOUND' naming the descriptor.
   */
  api?: TPlatform['api']['call'] | Record<string, TTestApiAnswer>;
  /** What dialogs answer: confirm true/false (default true), prompt the text or null (default ''). */
  dialog?: { confirm?: boolean; prompt?: string | null };
  /** What startTrial() answers (default true). */
  trial?: boolean;
  /** Paths whose remote the merchant has switched off: nav.canNavigate answers false for them (with any query). */
  unavailable?: readonly string[];
}

/** Everything the code under test did, in order per kind, for assertions. */
export interface TTestPlatformCalls {
  navigate: string[];
  /** navigate's options, index by index with `navigate`. */
  navigateOptions: ({ replace?: boolean } | undefined)[];
  /** Paths nav.prefetch was asked for (the SDK's Link on intent; since 1.7). */
  prefetch: string[];
  toasts: { type: TToastType; message: string; durationMs?: number }[];
  events: TBusEvent[];
  api: { name: string; input: unknown; options: TCallOptions | undefined }[];
  dialogs: { kind: 'confirm' | 'alert' | 'prompt'; options: TDialogOptions | TPromptOptions }[];
  loading: ('show' | 'hide')[];
  titles: (string | null)[];
  sideMenu: number;
  referral: number;
  logout: number;
  startTrial: number;
  requireLogin: (TRequireLoginOptions | undefined)[];
  requireRealMember: (TRequireRealMemberOptions | undefined)[];
  languages: string[];
  themes: ('dark' | 'light')[];
  walletRefresh: number;
}

export interface TTestPlatform extends TPlatform {
  calls: TTestPlatformCalls;
}

function lookup(resources: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined), resources);
}

/** `{{name}}`, and `{{name, number}}` in the language's digits and grouping, as the shell's i18next does. */
function interpolate(text: string, options: Record<string, unknown> | undefined, locale: string): string {
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    if (!options || !(name in options)) return whole;
    const value = options[name];
    return format === 'number' && typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value);
  });
}

/** i18next's plural lookup: with a numeric `count`, key_zero (for 0), then key_<Intl.PluralRules category>, then key. */
function pluralLookup(resources: Record<string, unknown>, key: string, count: unknown, locale: string): unknown {
  if (typeof count === 'number') {
    const forms = [...(count === 0 ? ['zero'] : []), new Intl.PluralRules(locale).select(count)];
    for (const form of forms) {
      const v = lookup(resources, `${key}_${form}`);
      if (typeof v === 'string') return v;
    }
  }
  return lookup(resources, key);
}

const TYPE_OF_ROLE: Record<Exclude<TRole, 'visitor'>, number> = { trial: TRIAL_TYPE, member: 0, agent: AGENT_ACCOUNT_TYPE };

function sessionFor(options: TTestPlatformOptions): TSession | null {
  if (options.session !== undefined) return options.session;
  if (!options.role || options.role === 'visitor') return null;
  const type = TYPE_OF_ROLE[options.role];
  return {
    token: `test-${options.role}`,
    merchantCode: 'demo',
    userName: options.role === 'trial' ? 'trial_0001' : options.role === 'agent' ? 'agent1' : 'demo1',
    type,
  };
}

/**
 * A whole platform for a remote's own tests: every part of usePlatform() works and records what
 * it was asked (`calls`), with a real validated bus, `t` backed by the remote's EN pack, the
 * shell's own formatters and status-info builder, and the role rules of roles.ts. It is a fixed
 * value: actions record and publish their events (session.changed on logout, ...) but do not
 * change `session` — render again with other options to test another state.
 */
export function createTestPlatform(options: TTestPlatformOptions = {}): TTestPlatform {
  const session = sessionFor(options);
  const role = roleOf(session);
  const calls: TTestPlatformCalls = {
    navigate: [],
    navigateOptions: [],
    prefetch: [],
    toasts: [],
    events: [],
    api: [],
    dialogs: [],
    loading: [],
    titles: [],
    sideMenu: 0,
    referral: 0,
    logout: 0,
    startTrial: 0,
    requireLogin: [],
    requireRealMember: [],
    languages: [],
    themes: [],
    walletRefresh: 0,
  };
  // The platform's own bus (createBus), validating every event; the kit records each one.
  const bus: TBus = createBus(true);
  bus.events$.subscribe((event) => calls.events.push(event));
  // A balance refresh asked for either way (useWallet().refresh or useWalletRefresh) is one request.
  bus.on('wallet.refreshRequested', () => {
    calls.walletRefresh += 1;
  });
  const url = new URL(options.path ?? PATHS.home, 'http://localhost');
  const language = languageOf(options.language ?? 'EN');
  const locale = language.tag;

  const status = options.status ?? sampleStatus();
  const statusInfo = statusInfoOf({ ...status, info: { ...status.info, whitelabel: { ...status.info.whitelabel, ...options.flags } } });
  const currencySymbol = options.wallet?.currencySymbol ?? statusInfo.currency.symbol;
  const member: TMember | null =
    options.member !== undefined
      ? options.member
      : session
        ? { id: 1, account: session.userName, nickname: session.userName, type: session.type, vipLabel: 'VIP1' }
        : null;

  const navigate = (to: string, opts?: { replace?: boolean }) => {
    calls.navigate.push(to);
    calls.navigateOptions.push(opts);
  };
  const toast = (type: TToastType, message: string, durationMs?: number) => {
    calls.toasts.push({ type, message, durationMs });
    return String(calls.toasts.length);
  };
  const t: TPlatform['i18n']['t'] = (key, opts) => {
    const ns = typeof opts?.ns === 'string' ? opts.ns : undefined;
    const res = ns ? options.resources?.[ns] : undefined;
    const v = res ? pluralLookup(res, key, opts?.count, locale) : undefined;
    return typeof v === 'string' ? interpolate(v, opts, locale) : key;
  };
  const returnPath = () => `${url.pathname}${url.search}`;
  const refuseVisitor = (o: TRequireLoginOptions | undefined) => {
    if (o?.visitor === 'toast') toast('info', 'in_logged_login', TOAST_MS.loginRequired);
    // The login modal: the test reads `calls.requireLogin` (and may call its `resume`).
    else if (o?.visitor === 'modal') return;
    else navigate(withQuery(PATHS.login, { redirect: o?.returnTo ?? returnPath() }));
  };

  const answers = typeof options.api === 'object' && options.api !== null ? options.api : null;
  const call: TPlatform['api']['call'] = async <E extends TEndpoint>(endpoint: E, input: TCallInput<E>, callOptions?: TCallOptions) => {
    calls.api.push({ name: endpoint.name, input, options: callOptions });
    if (callOptions?.signal?.aborted) throw new ApiError('ABORTED', 'The call was aborted');
    // An upload reports 0 bytes as it starts and all of its files' bytes once the answer is there
    // (an answer function may report more in between through the options it is given).
    const { form, body } = input as { form?: TFormFields; body?: unknown };
    const upload = form ?? (endpoint.multipart || hasBlobValue(body) ? (body as TFormFields | undefined) : undefined);
    const report = upload && callOptions?.onUploadProgress ? callOptions.onUploadProgress.bind(callOptions) : null;
    const total = formFileBytes(upload);
    report?.(uploadProgress(0, total));
    if (typeof options.api === 'function') {
      const answered = await options.api(endpoint, input, callOptions);
      report?.(uploadProgress(total, total));
      return answered;
    }
    if (!answers || !(endpoint.name in answers)) throw new ApiError('NOT_FOUND', `no answer for ${endpoint.name} in this test platform`);
    const answer = answers[endpoint.name];
    const value = typeof answer === 'function' ? await (answer as (i: unknown, o: TCallOptions | undefined) => unknown)(input, callOptions) : answer;
    report?.(uploadProgress(total, total));
    if (value instanceof Error) throw value;
    return value as never;
  };

  const device: TDevice = { standalone: false, inApp: false, ios: false, safari: false, ...options.device };

  return {
    version: PLATFORM_VERSION,
    merchant: session?.merchantCode ?? 'demo',
    session,
    role,
    member,
    isLoggedIn: session !== null,
    isRealMember: isRealMemberRole(role),
    logout: async (o) => {
      calls.logout += 1;
      if (o?.confirm !== false) {
        calls.dialogs.push({ kind: 'confirm', options: { title: 'in_popup_prompt', message: 'in_sure_logout' } });
        if (options.dialog?.confirm === false) return false;
      }
      bus.publish('session.changed', { session: null, reason: 'logout' });
      bus.publish('member.changed', { member: null });
      navigate(PATHS.home, { replace: true });
      return true;
    },
    startTrial: async () => {
      calls.startTrial += 1;
      if (options.trial === false) return false;
      bus.publish('session.changed', { session: { token: 'test-trial', merchantCode: 'demo', userName: 'trial_0001', type: TRIAL_TYPE }, reason: 'login' });
      navigate(PATHS.home, { replace: true });
      return true;
    },
    requireLogin: (o) => {
      calls.requireLogin.push(o);
      if (accessDecision('member', role) === 'allow') return true;
      refuseVisitor(o);
      return false;
    },
    requireRealMember: (o) => {
      calls.requireRealMember.push(o);
      const decision = accessDecision('realMember', role);
      if (decision === 'allow') return true;
      if (decision === 'login') refuseVisitor(o);
      else if (o?.trial === 'registerDialog') {
        calls.dialogs.push({ kind: 'confirm', options: { title: 'in_popup_prompt', message: 'trialMemberCenter' } });
        if (options.dialog?.confirm !== false) navigate(PATHS.register);
      } else toast('info', 'free_reject', TOAST_MS.freeReject);
      return false;
    },
    statusInfo,
    flags: statusInfo.flags,
    wallet: {
      sumBalance: options.wallet?.sumBalance !== undefined ? options.wallet.sumBalance : session ? '1000.00' : null,
      currencySymbol,
      refreshing: false,
      refresh: () => bus.publish('wallet.refreshRequested', {}),
    },
    format: {
      money: (amount, o) => formatMoney(amount, { locale, symbol: o?.symbol === false ? '' : (o?.symbol ?? currencySymbol) }),
      headerMoney: (amount) => formatHeaderMoney(amount, { locale }),
      percent: (fraction) => formatPercent(fraction, { locale }),
      currencySymbol,
      dateTime: (iso, style) => formatDateTime(iso, { locale, ...(style ? { style } : {}) }),
    },
    api: { call },
    toast: {
      show: (type, message, o) => toast(type, message, o?.durationMs),
      dismiss: () => {},
    },
    dialog: {
      confirm: async (o) => {
        calls.dialogs.push({ kind: 'confirm', options: o });
        return options.dialog?.confirm ?? true;
      },
      alert: async (o) => {
        calls.dialogs.push({ kind: 'alert', options: o });
      },
      prompt: async (o) => {
        calls.dialogs.push({ kind: 'prompt', options: o });
        const value = options.dialog?.prompt === undefined ? (o.defaultValue ?? '') : options.dialog.prompt;
        if (value !== null && o.validate?.(value)) return null;
        return value;
      },
    },
    loading: {
      show: () => void calls.loading.push('show'),
      hide: () => void calls.loading.push('hide'),
    },
    ui: {
      setTitle: (title) => void calls.titles.push(title),
      openSideMenu: () => {
        calls.sideMenu += 1;
      },
      openReferral: () => {
        calls.referral += 1;
      },
    },
    nav: {
      path: url.pathname,
      query: url.searchParams,
      navigate,
      back: () => navigate('(back)'),
      canNavigate: (to) => !(options.unavailable ?? []).includes(new URL(to, 'http://test.invalid').pathname),
      prefetch: (to) => {
        calls.prefetch.push(to);
      },
    },
    i18n: {
      language: language.code,
      dir: language.dir,
      t,
      setLanguage: (code) => {
        calls.languages.push(code);
        bus.publish('language.changed', { language: code });
      },
    },
    theme: options.theme ?? 'dark',
    setTheme: (theme) => {
      calls.themes.push(theme);
      bus.publish('theme.changed', { theme });
    },
    device,
    bus,
    calls,
  };
}
