import type {
  baccaratDeal,
  cockfightRound,
  crashRound,
  lotteryDraws,
  placeLotteryBet,
  playSession,
  slotSpin,
  TEndpointOutput,
  TPlayMessage,
} from '@tessera/contract/api';
import type { TPlayPageConfig } from '../pages';

// Browser code shared by the demo game pages (slot.ts, table.ts, crash.ts, lottery.ts): the launch
// ticket, the play calls, the top bar, and what the page tells the page that opened or framed it.
// The server bundles each page's script from these files when it starts (services/play/pages.ts);
// PLAY_PAGE is the server's data for the pages, inlined then. No member data is rendered by the
// server: everything comes from the play calls, with the ticket in their body.

declare const PLAY_PAGE: TPlayPageConfig;

export type TPlaySession = TEndpointOutput<typeof playSession>;
export type TSpin = TEndpointOutput<typeof slotSpin>;
export type TDraws = TEndpointOutput<typeof lotteryDraws>;
export type TLotteryBet = TEndpointOutput<typeof placeLotteryBet>;
export type TDeal = TEndpointOutput<typeof baccaratDeal>;
export type TCrash = TEndpointOutput<typeof crashRound>;
export type TFight = TEndpointOutput<typeof cockfightRound>;

// Read before ticketFor() takes the ticket out of the address bar.
const params = new URLSearchParams(location.search);

/** The page's words in ?lang= (PT-BR falls back to PT), else null: English as written. */
const TEXT: Readonly<Record<string, string>> | null = (() => {
  const lang = (params.get('lang') || '').toUpperCase();
  return PLAY_PAGE.text[lang] || PLAY_PAGE.text[lang.split('-')[0] ?? ''] || null;
})();

/** The text of `key` in the page's language, or the English. */
export function tr(key: string, english: string): string {
  return TEXT?.[key] || english;
}

/** The launch ticket: from ?ticket= (kept in sessionStorage and removed from the address bar), else the kept one. */
export function ticketFor(kind: 'slot' | 'lottery' | 'table' | 'crash' | 'cockfight'): string | null {
  const t = params.get('ticket');
  const key = `tessera.play.${kind}`;
  if (t) {
    sessionStorage.setItem(key, t);
    history.replaceState(null, '', location.pathname);
  }
  return t || sessionStorage.getItem(key);
}

/** The page's element with this id (the templates have them all). */
export function $<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing`);
  return el as T;
}

export function say(text: string, ok = false): void {
  const m = $('message');
  m.textContent = text || '';
  m.className = ok ? 'message ok' : 'message';
}

/** A spin or bet id: the server answers a repeated one with the first result. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const a = new Uint8Array(16);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => `0${b.toString(16)}`.slice(-2)).join('');
}

/** A refusal in the API's envelope, with its code (none when the request got no envelope). */
type TPlayError = Error & { code?: string | undefined };

function playError(message: string, code: string | undefined): TPlayError {
  return Object.assign(new Error(message), { code });
}

interface TEnvelope<T> {
  success: boolean;
  code?: string;
  message?: string;
  value: T;
}

/** The code of a refusal, if `e` is one. */
export const codeOf = (e: unknown): string | undefined => (e instanceof Error ? (e as TPlayError).code : undefined);

export async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers };
  if (body) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const r = await fetch(url, init);
  const env = (await r.json()) as TEnvelope<T> | null;
  if (!env || env.success !== true) throw playError(env?.message || `HTTP ${r.status}`, env?.code);
  return env.value;
}

/** A money call retried once with the same id when the network fails (the server answers the first result again). */
export async function callTwice<T>(url: string, body: object): Promise<T> {
  try {
    return await call<T>('POST', url, body);
  } catch (e) {
    if (codeOf(e)) throw e;
    return call<T>('POST', url, body);
  }
}

export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export function fillSession(s: TPlaySession): void {
  $('game-name').textContent = s.gameName;
  $('balance').textContent = s.balance;
  $('currency').textContent = s.mode === 'free' ? tr('fun', 'FUN') : s.currency;
  const badge = $('mode');
  badge.textContent = s.mode === 'free' ? tr('free', 'FREE PLAY') : tr('real', 'REAL');
  badge.className = s.mode === 'free' ? 'badge free' : 'badge';
}

/** A message without its source (notify adds it). */
type TPageMessage = TPlayMessage extends infer M ? (M extends TPlayMessage ? Omit<M, 'source'> : never) : never;

const SOURCE: TPlayMessage['source'] = 'tessera-play';

/**
 * Tells the page that opened (slot window) or framed (lottery in /m/launchGame) this one, on the
 * site's own origin only: { source: 'tessera-play', type: 'balance' | 'back', ... } (ZPlayMessage).
 */
export function notify(message: TPageMessage): boolean {
  const msg: TPlayMessage = { ...message, source: SOURCE } as TPlayMessage;
  const to: Window | null = window.parent !== window ? window.parent : (window.opener as Window | null);
  if (!to) return false;
  try {
    to.postMessage(msg, location.origin);
    return true;
  } catch {
    return false;
  }
}

/**
 * The page as its opener asked for it: the words of ?lang=, the merchant's look by name (?merchant=,
 * ?css=). Framed by the shell, Back asks the framing page to go back; with ?back=none the framing
 * page shows the only Back (the shell's), so this one is removed.
 */
export function setUpPage(): void {
  const css = params.get('css');
  if (css && (PLAY_PAGE.themes as readonly string[]).includes(css)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${PLAY_PAGE.assetPrefix}theme-${css}.css`;
    document.head.appendChild(link);
  }
  if (TEXT) {
    document.documentElement.lang = (params.get('lang') || '').toLowerCase();
    for (const el of document.querySelectorAll('[data-t]')) el.textContent = tr(el.getAttribute('data-t') ?? '', el.textContent ?? '');
  }
  const merchant = params.get('merchant');
  if (merchant && /^[a-z0-9_-]{1,32}$/i.test(merchant)) document.documentElement.setAttribute('data-merchant', merchant);
  if (window.parent === window) return;
  document.body.classList.add('framed');
  const back = document.querySelector('.back');
  if (!back) return;
  if (params.get('back') === 'none') {
    back.remove();
    return;
  }
  back.addEventListener('click', (e) => {
    if (notify({ type: 'back' })) e.preventDefault();
  });
}

/** The bet levels of the session, the first (the game's minimum) selected: a player raises the bet, never finds it raised. */
export function fillLevels(select: HTMLSelectElement, levels: readonly string[]): void {
  select.textContent = '';
  levels.forEach((l, i) => {
    const o = document.createElement('option');
    o.value = l;
    o.textContent = l;
    if (i === 0) o.selected = true;
    select.appendChild(o);
  });
}

/**
 * After a round: "Last win" shows what this round paid back (0.00 after a loss), the balance, the
 * message (a status region: screen readers announce it) and the opener's wallet is told.
 */
export function settled(r: { win: string; balance: string; mode: 'real' | 'free' }, message: string, won: boolean): void {
  $('last-win').textContent = r.win;
  $('balance').textContent = r.balance;
  say(message, won);
  // A lost round is a result, not an error: not in the error colour.
  if (!won) $('message').className = 'message result';
  notify({ type: 'balance', mode: r.mode, balance: r.balance });
}

/** Loads the ticket's session into the top bar and the bet levels; enables `go` when it is ready. */
export function loadSession(ticket: string, go: HTMLButtonElement): void {
  call<TPlaySession>('POST', '/api/v1/play/session', { ticket })
    .then((s) => {
      fillSession(s);
      fillLevels($<HTMLSelectElement>('bet'), s.betLevels);
      go.disabled = false;
    })
    .catch((e: unknown) => say(messageOf(e)));
}

/** {name} in a message replaced by values[name]. */
export const fill = (text: string, values: Readonly<Record<string, string>>): string => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
