import { Button, Spinner, StatusPill, Tabs } from '@tessera/ui-kit';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { call, onSessionLost, SESSION_PATH, setCsrf, type TSession } from './api';
import { Audit } from './Audit';
import { Content } from './Content';
import { Login } from './Login';
import { LiveRooms } from './LiveRooms';
import { Members } from './Members';
import { Merchants } from './Merchants';
import { accessOf, OperatorContext, ROLE_LABELS, type TOperatorSelf } from './operator';
import { Operators } from './Operators';
import { MerchantSetup } from './MerchantSetup';
import { Region } from './Region';
import { Registration } from './Registration';
import { SocialLogin } from './SocialLogin';
import { Feedback } from './Feedback';
import { Support } from './Support';
import { Versions } from './Versions';

// uPlot (~50 KB) loads with the health screen only.
const Health = lazy(() => import('./Health'));

type TScreen =
  'merchants' | 'members' | 'setup' | 'registration' | 'region' | 'signin' | 'content' | 'support' | 'live' | 'versions' | 'health' | 'audit' | 'operators';
const SCREENS: { value: TScreen; label: string }[] = [
  { value: 'merchants', label: 'Merchants' },
  { value: 'members', label: 'Members' },
  { value: 'setup', label: 'Merchant setup' },
  { value: 'registration', label: 'Registration' },
  { value: 'region', label: 'Region' },
  { value: 'signin', label: 'Sign-in' },
  { value: 'content', label: 'Content' },
  { value: 'support', label: 'Support' },
  { value: 'live', label: 'Live rooms' },
  { value: 'versions', label: 'Versions' },
  { value: 'health', label: 'Health' },
  { value: 'audit', label: 'Audit log' },
  { value: 'operators', label: 'Operators' },
];

// The call each screen reads first: a role that may not make it does not see the screen (named operators).
const SCREEN_CALL: Record<TScreen, string> = {
  merchants: 'listMerchants',
  members: 'adminFindMembers',
  setup: 'getMerchantSetup',
  registration: 'getRegistrationConfig',
  region: 'getRegionRules',
  signin: 'listSocialProviders',
  content: 'adminAnnouncements',
  support: 'adminChatConversations',
  live: 'adminLiveChat',
  versions: 'listRemoteVersions',
  health: 'listRemoteHealth',
  audit: 'listAuditLog',
  operators: 'getOperatorSelf',
};

type TState = 'checking' | 'signedOut' | 'signedIn';

export function App() {
  const [state, setState] = useState<TState>('checking');
  const [screen, setScreen] = useState<TScreen>('merchants');
  // The merchant the merchant, registration and content screens work on ('' = the first one).
  const [merchant, setMerchant] = useState('');
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? 'dark');
  // Who is signed in and what their role may call (GET /api/admin/me); why the last session ended.
  const [self, setSelf] = useState<TOperatorSelf | null>(null);
  const [lost, setLost] = useState<string | null>(null);

  const signedIn = useCallback((session: TSession) => {
    setCsrf(session.csrf);
    setLost(null);
    call<TOperatorSelf>('GET', '/api/admin/me').then(
      (me) => {
        setSelf(me);
        setState('signedIn');
      },
      () => setState('signedOut'),
    );
  }, []);

  useEffect(() => {
    onSessionLost((reason) => {
      setCsrf(null);
      setSelf(null);
      setLost(reason ?? null);
      setState('signedOut');
    });
    call<TSession>('GET', SESSION_PATH).then(signedIn, () => setState('signedOut'));
  }, [signedIn]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const signOut = async () => {
    await call('DELETE', SESSION_PATH).catch(() => undefined);
    setCsrf(null);
    setSelf(null);
    setState('signedOut');
  };

  const access = accessOf(self);
  const screens = SCREENS.filter((s) => access.can(SCREEN_CALL[s.value]));
  const shown = screens.some((s) => s.value === screen) ? screen : (screens[0]?.value ?? 'operators');

  return (
    <OperatorContext.Provider value={access}>
      <div className="ops">
        <header className="ops-header">
          <h1 className="ops-header__title">Tessera operator console</h1>
          <div className="ops-header__actions">
            <Button variant="ghost" size="sm" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
              {theme === 'dark' ? 'Light theme' : 'Dark theme'}
            </Button>
            {state === 'signedIn' && self && (
              <span className="ops-who" data-testid="ops-who">
                {self.via === 'break-glass' ? (
                  <StatusPill tone="danger">Break-glass token · {ROLE_LABELS[self.role]}</StatusPill>
                ) : (
                  <>
                    <strong>{self.username}</strong> <StatusPill tone="neutral">{ROLE_LABELS[self.role]}</StatusPill>
                  </>
                )}
              </span>
            )}
            {state === 'signedIn' && (
              <Button variant="secondary" size="sm" onClick={() => void signOut()}>
                Sign out
              </Button>
            )}
          </div>
        </header>
        <main className="ops-main">
          {state === 'checking' && <Spinner size="lg" />}
          {state === 'signedOut' && <Login onSignedIn={signedIn} notice={lost} />}
          {state === 'signedIn' && (
            <Tabs items={screens} value={shown} onChange={setScreen} label="Console sections" sticky>
              {shown === 'merchants' && <Merchants code={merchant} onCode={setMerchant} />}
              {shown === 'members' && <Members code={merchant} onCode={setMerchant} />}
              {shown === 'setup' && <MerchantSetup code={merchant} onCode={setMerchant} />}
              {shown === 'registration' && <Registration code={merchant} onCode={setMerchant} />}
              {shown === 'region' && <Region code={merchant} onCode={setMerchant} />}
              {shown === 'signin' && <SocialLogin code={merchant} onCode={setMerchant} />}
              {shown === 'content' && <Content code={merchant} onCode={setMerchant} />}
              {shown === 'support' && <Support />}
              {/* Members' feedback from the help center, under the queue (docs/decisions/feedback.md). */}
              {shown === 'support' && <Feedback />}
              {shown === 'live' && <LiveRooms code={merchant} onCode={setMerchant} />}
              {shown === 'versions' && <Versions />}
              {shown === 'health' && (
                <Suspense fallback={<Spinner size="lg" />}>
                  <Health />
                </Suspense>
              )}
              {shown === 'audit' && <Audit />}
              {shown === 'operators' && <Operators />}
            </Tabs>
          )}
        </main>
      </div>
    </OperatorContext.Provider>
  );
}
