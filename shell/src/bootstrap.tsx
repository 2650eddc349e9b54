import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tessera/ui-kit/tokens.css';
import './shell.css';
import { App } from './App';
import { start } from './boot/start';
import { startVitals } from './boot/vitals';
import { endPrepaintWhenDrawn } from './boot/prepaint';
import { buildRouteTable, findRoute } from './routes/table';
import { bus } from './bus';
import { initI18n } from './i18n';
import { startPlatformSync } from './platform/platformSync';
import { startWalletSync } from './platform/walletSync';
import { usePlatformStore } from './stores/platform';
import { expectRouter } from './platform/navigator';
import { registerServiceWorker } from './sw/register';
import { applyTheme, initialTheme } from './theme';

/** The merchant's default language from the page's boot payload (merchant setup), if it names one. */
function merchantDefaultLanguage(): string | undefined {
  try {
    const boot = JSON.parse(document.getElementById('tessera-boot')?.textContent ?? 'null') as {
      status?: { info?: { brand?: { languages?: { default?: unknown } } } };
    } | null;
    const code = boot?.status?.info?.brand?.languages?.default;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  // Home's first paint (drawn by the HTML) goes once home has drawn its banner, or in 10 s at most.
  endPrepaintWhenDrawn();
  await initI18n(merchantDefaultLanguage());
  await start();
  // The API client is a chunk of its own, loaded by the first call (platform/PlatformProvider.tsx):
  // it starts loading now, beside the landing remote, rather than when the page's first calls ask
  // for it after the first render (a round trip before home's data; issue 31).
  void import('./platform/api').catch(() => undefined);
  // Field Web Vitals of this page load, attributed to the remote (and version) of the landing route.
  const landing = findRoute(buildRouteTable(usePlatformStore.getState().registry), window.location.pathname)?.remote;
  startVitals(() => (landing ? { remote: landing.name, version: landing.version } : {}));
  startWalletSync({ bus });
  startPlatformSync({ bus });
  applyTheme(initialTheme(usePlatformStore.getState().status?.info.theme), false);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition: React renders the first tree in slices, yielding to the browser between them,
  // instead of one long task that holds input and paint (TBT on a phone).
  expectRouter();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // Production builds only, after the load event (docs/decisions/home-performance.md).
  registerServiceWorker();
}

void main();
