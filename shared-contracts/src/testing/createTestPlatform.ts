import { Subject } from 'rxjs';
import { filter, map } from 'rxjs/operators';
import { PLATFORM_VERSION, type TToastType } from '../constants';
import type { TBus, TBusEvent } from '../events';
import { ZBusEvent } from '../schemas/events';
import type { TPlatform } from '../platform';
import { isRealMember, type TSession } from '../session';

export interface TTestPlatform extends TPlatform {
  /** What the code under test did, for assertions. */
  calls: { navigate: string[]; toasts: { type: TToastType; message: string }[]; events: TBusEvent[] };
}

function lookup(resources: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined), resources);
}

/**
 * A platform for remote tests: real bus (validated), recorded navigation and toasts, `t` backed by
 * the remote's own EN resources so a test sees real strings, and api calls answered by `api`.
 */
export function createTestPlatform(options: {
  session?: TSession | null;
  resources?: Record<string, Record<string, unknown>>;
  path?: string;
  flags?: Record<string, boolean>;
  api?: TPlatform['api']['call'];
} = {}): TTestPlatform {
  const session = options.session ?? null;
  const subject = new Subject<TBusEvent>();
  const calls: TTestPlatform['calls'] = { navigate: [], toasts: [], events: [] };
  const bus: TBus = {
    publish(type, payload) {
      const event = ZBusEvent.parse({ type, payload });
      calls.events.push(event);
      subject.next(event);
    },
    on(type, handler) {
      const sub = subject
        .pipe(filter((e) => e.type === type), map((e) => e.payload))
        .subscribe((p) => handler(p as Parameters<typeof handler>[0]));
      return () => sub.unsubscribe();
    },
    events$: subject.asObservable(),
  };
  const url = new URL(options.path ?? '/m/home', 'http://localhost');
  return {
    version: PLATFORM_VERSION,
    merchant: 'demo',
    session,
    isLoggedIn: session !== null,
    isRealMember: isRealMember(session),
    wallet: { sumBalance: session ? '1000.00' : null, currencySymbol: '₱', refreshing: false, refresh: () => bus.publish('wallet.refreshRequested', {}) },
    nav: {
      path: url.pathname,
      query: url.searchParams,
      navigate: (to) => void calls.navigate.push(to),
      back: () => void calls.navigate.push('(back)'),
    },
    toast: {
      show: (type, message) => {
        calls.toasts.push({ type, message });
        return String(calls.toasts.length);
      },
      dismiss: () => {},
    },
    dialog: { confirm: async () => true, alert: async () => {} },
    api: { call: options.api ?? (async () => { throw new Error('no api in this test platform'); }) },
    flags: options.flags ?? {},
    bus,
    i18n: {
      language: 'EN',
      dir: 'ltr',
      t: (key, opts) => {
        const ns = typeof opts?.ns === 'string' ? opts.ns : undefined;
        const res = ns ? options.resources?.[ns] : undefined;
        const v = res ? lookup(res, key) : undefined;
        return typeof v === 'string' ? v : key;
      },
      setLanguage: () => {},
    },
    theme: 'dark',
    setTheme: () => {},
    calls,
  };
}
