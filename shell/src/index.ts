import { afterFirstPaint } from './boot/firstPaint';

// Async boundary: shared modules (react, i18next, contracts, ui-kit) are negotiated before any app code runs.
// On home the server's first paint goes on screen before the app's code starts (boot/firstPaint.ts).
void afterFirstPaint().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
