import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@tessera/ui-kit/tokens.css';
import './shell.css';
import { App } from './App';
import { start } from './boot/start';
import { bus } from './bus';
import { initI18n } from './i18n';
import { startPlatformSync } from './platform/platformSync';
import { startWalletSync } from './platform/walletSync';
import { usePlatformStore } from './stores/platform';
import { applyTheme, initialTheme } from './theme';

async function main(): Promise<void> {
  await initI18n();
  await start();
  startWalletSync({ bus });
  startPlatformSync({ bus });
  applyTheme(initialTheme(usePlatformStore.getState().status?.info.theme), false);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
