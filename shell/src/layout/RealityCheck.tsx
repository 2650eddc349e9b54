import { formatMoney, isRealMemberRole, roleOf } from '@tessera/contract';
import { getResponsibleSession, type TRgSession } from '@tessera/contract/api';
import { Button, Dialog, useDialogTurn } from '@tessera/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage, useShellT } from '../i18n';
import { callApi } from '../platform/api';
import { logout } from '../platform/sessionActions';
import { useSessionStore } from '../stores/session';
import { useWalletStore } from '../stores/wallet';

// The reality check (docs/decisions/responsible-gambling.md): every N minutes of the login session
// (the member's choice), a dialog with the time played and the session's net result, Continue or
// Leave (Leave logs out). The timer counts from the session's start on the server
// (getResponsibleSession), so a reload does not restart it; which checks were answered is kept per
// session start in localStorage. When the session time limit is reached the API refuses bets and
// launches, and the dialog says so. It takes its turn in the dialog queue as 'blocking'.

/** How often the session is read again while nothing is due (the interval may change on the page). */
const REFRESH_MS = 60_000;
const ACK_KEY = 'tessera.rg.ack';

function answered(startedAt: string): number {
  try {
    const v = JSON.parse(localStorage.getItem(ACK_KEY) ?? 'null') as { s?: string; n?: number } | null;
    return v?.s === startedAt && typeof v.n === 'number' ? v.n : 0;
  } catch {
    return 0;
  }
}

function answer(startedAt: string, n: number): void {
  try {
    localStorage.setItem(ACK_KEY, JSON.stringify({ s: startedAt, n }));
  } catch {
    /* private mode: the check comes back after a reload */
  }
}

export interface TDue {
  session: TRgSession;
  /** Which check this is (1 = the first interval). */
  n: number;
}

/** Which check is due now for this session, or null; and in how many ms the next one is. */
export function dueOf(s: TRgSession, skewMs: number): { due: TDue | null; nextMs: number } {
  const started = Date.parse(s.startedAt);
  const now = Date.now() + skewMs;
  const minutes = s.realityCheckMinutes;
  const limitMs = s.sessionLimitMinutes === null ? null : started + s.sessionLimitMinutes * 60_000;
  if (s.limitReached || (limitMs !== null && now >= limitMs)) {
    const n = Number.MAX_SAFE_INTEGER;
    return { due: answered(s.startedAt) >= n ? null : { session: s, n }, nextMs: REFRESH_MS };
  }
  let nextMs = REFRESH_MS;
  if (limitMs !== null) nextMs = Math.min(nextMs, limitMs - now);
  if (!minutes) return { due: null, nextMs };
  const every = minutes * 60_000;
  const n = Math.floor((now - started) / every);
  nextMs = Math.min(nextMs, started + (n + 1) * every - now);
  return { due: n >= 1 && answered(s.startedAt) < n ? { session: s, n } : null, nextMs };
}

export function RealityCheck() {
  const t = useShellT();
  const language = useLanguage();
  const session = useSessionStore((s) => s.session);
  const symbol = useWalletStore((s) => s.currencySymbol);
  const real = isRealMemberRole(roleOf(session));
  const token = session?.token ?? null;
  const [due, setDue] = useState<TDue | null>(null);

  const check = useCallback(async (): Promise<number> => {
    try {
      const s = await callApi(getResponsibleSession, {}, {}, { sessionEnd: 'ignore' });
      const { due: d, nextMs } = dueOf(s, Date.parse(s.now) - Date.now());
      setDue(d);
      return Math.max(1000, Math.min(REFRESH_MS, nextMs + 500));
    } catch {
      return REFRESH_MS;
    }
  }, []);

  useEffect(() => {
    if (!real || !token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const loop = async () => {
      const wait = await check();
      if (!stopped) timer = setTimeout(() => void loop(), wait);
    };
    void loop();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [real, token, check]);

  // Signed out (or a trial): nothing is due, whatever the last answer said.
  const shown = real && token ? due : null;
  const myTurn = useDialogTurn('shell.realityCheck', 'blocking', shown !== null);
  if (!shown) return null;
  const s = shown.session;
  const limit = shown.n === Number.MAX_SAFE_INTEGER;
  const net = formatMoney(s.net, { locale: language.tag, symbol });
  const close = () => {
    answer(s.startedAt, shown.n);
    setDue(null);
  };
  return (
    <Dialog
      open={myTurn}
      title={t(limit ? 'rg.limitTitle' : 'rg.realityTitle')}
      dismissible={false}
      data-testid="reality-check"
      actions={
        <>
          {!limit && (
            <Button variant="secondary" onClick={close} data-testid="reality-continue">
              {t('rg.continue')}
            </Button>
          )}
          <Button
            onClick={() => {
              close();
              void logout({ confirm: false });
            }}
            data-testid="reality-leave"
          >
            {t('rg.leave')}
          </Button>
        </>
      }
    >
      <p>{t('rg.played', { minutes: s.elapsedMinutes })}</p>
      <p data-testid="reality-net">{t('rg.net', { net })}</p>
      {limit && <p>{t('rg.limitReached')}</p>}
    </Dialog>
  );
}
