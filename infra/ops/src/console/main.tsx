/* eslint-disable tessera/boundaries -- browser code (the operator console): infra/lint/boundaries.cjs has no zone for infra/ops/src/console yet; asked of the lead (docs/decisions/ops-console.md) */
import '@tessera/ui-kit/tokens.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The theme follows the device until the operator picks one (App's toggle); no inline script (CSP).
document.documentElement.dataset.theme = window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
