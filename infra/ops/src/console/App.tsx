import { Button, Spinner, Tabs } from '@tessera/ui-kit';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { call, onSessionLost, SESSION_PATH, setCsrf, type TSession } from './api';
import { Audit } from './Audit';
import { Content } from './Content';
import { Login } from './Login';
import { Merchants } from './Merchants';
import { Region } from './Region';
import { Registration } from './Registration';
import { Versions } from './Versions';

// uPlot (~50 KB) loads with the health screen only.
const Health = lazy(() => import('./Health'));

type TScreen = 'merchants' | 'registration' | 'region' | 'content' | 'versions' | 'health' | 'audit';
const SCREENS: { value: TScreen; label: string }[] = [
  { value: 'merchants', label: 'Merchants' },
  { value: 'registration', label: 'Registration' },
  { value: 'region', label: 'Region' },
  { value: 'content', label: 'Content' },
  { value: 'versions', label: 'Versions' },
  { value: 'health', label: 'Health' },
  { value: 'audit', label: 'Audit log' },
];

type TState = 'checking' | 'signedOut' | 'signedIn';

export function App() {
  const [state, setState] = useState<TState>('checking');
  const [screen, setScreen] = useState<TScreen>('merchants');
  // The merchant the merchant, registration and content screens work on ('' = the first one).
  const [merchant, setMerchant] = useState('');
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? 'dark');

  const signedIn = useCallback((session: TSession) => {
    setCsrf(session.csrf);
    setState('signedIn');
  }, []);

  useEffect(() => {
    onSessionLost(() => {
      setCsrf(null);
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
    setState('signedOut');
  };

  return (
    <div className="ops">
      <header className="ops-header">
        <h1 className="ops-header__title">Tessera operator console</h1>
        <div className="ops-header__actions">
          <Button variant="ghost" size="sm" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
            {theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </Button>
          {state === 'signedIn' && (
            <Button variant="secondary" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          )}
        </div>
      </header>
      <main className="ops-main">
        {state === 'checking' && <Spinner size="lg" />}
        {state === 'signedOut' && <Login onSignedIn={signedIn} />}
        {state === 'signedIn' && (
          <Tabs items={SCREENS} value={screen} onChange={setScreen} label="Console sections" sticky>
            {screen === 'merchants' && <Merchants code={merchant} onCode={setMerchant} />}
            {screen === 'registration' && <Registration code={merchant} onCode={setMerchant} />}
            {screen === 'region' && <Region code={merchant} onCode={setMerchant} />}
            {screen === 'content' && <Content code={merchant} onCode={setMerchant} />}
            {screen === 'versions' && <Versions />}
            {screen === 'health' && (
              <Suspense fallback={<Spinner size="lg" />}>
                <Health />
              </Suspense>
            )}
            {screen === 'audit' && <Audit />}
          </Tabs>
        )}
      </main>
    </div>
  );
}
