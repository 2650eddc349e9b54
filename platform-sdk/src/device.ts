// What the page runs in (spec §2 download icon and bar, §7 `Device` header, §3 registerMethod,
// §8 "iOS outside Safari"). One detection for the shell's header, the api client's Device header
// and usePlatform().device. Zod-free: the browser door exports it.

/**
 * The app shell (the merchant's native wrapper around this site) adds this token to its user
 * agent; spec §9: "The app shell is detected by a user-agent pattern". Keep the native app and
 * this pattern in step.
 */
export const APP_USER_AGENT = /\bTesseraApp\/\d/;

export interface TDevice {
  /** Installed web app: display-mode standalone (or fullscreen), or iOS's navigator.standalone. */
  standalone: boolean;
  /** Inside the merchant's native app shell (APP_USER_AGENT). */
  inApp: boolean;
  ios: boolean;
  /** Safari itself, not another iOS browser (CriOS, FxiOS, EdgiOS...) nor an in-app web view. */
  safari: boolean;
}

export interface TDeviceEnv {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports a Mac user agent with touch points. */
  maxTouchPoints?: number;
  /** navigator.standalone (iOS home-screen web apps). */
  navigatorStandalone?: boolean;
  /** matchMedia('(display-mode: standalone)').matches (or fullscreen). */
  displayModeStandalone?: boolean;
}

export function detectDevice(env: TDeviceEnv): TDevice {
  const ua = env.userAgent;
  const ios = /\b(iPhone|iPad|iPod)\b/.test(ua) || (/\bMacintosh\b/.test(ua) && (env.maxTouchPoints ?? 0) > 1);
  const inApp = APP_USER_AGENT.test(ua);
  const otherBrowser = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|GSA|DuckDuckGo|Chrome|Chromium|Android|FBAN|FBAV|Instagram|Line)\b/.test(ua);
  const safari = /\bSafari\//.test(ua) && /\bVersion\//.test(ua) && !otherBrowser && !inApp;
  return { standalone: env.displayModeStandalone === true || env.navigatorStandalone === true, inApp, ios, safari };
}

/** The device of this page (a server-side or test run without window is a plain browser). */
export function currentDevice(): TDevice {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return { standalone: false, inApp: false, ios: false, safari: false };
  const media = (q: string) => typeof window.matchMedia === 'function' && window.matchMedia(q).matches;
  return detectDevice({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    displayModeStandalone: media('(display-mode: standalone)') || media('(display-mode: fullscreen)'),
  });
}

/** The API's `Device` header (spec §7): OTHERS for an installed app (PWA or the app shell), MOBILE in a browser. */
export function deviceHeader(device: TDevice): 'OTHERS' | 'MOBILE' {
  return device.standalone || device.inApp ? 'OTHERS' : 'MOBILE';
}

/** Registration's registerMethod (spec §3): APP in the app shell, WEBCLIP for an iOS home-screen app, PWA for another installed app, else H5. */
export function registerMethodOf(device: TDevice): 'APP' | 'WEBCLIP' | 'PWA' | 'H5' {
  if (device.inApp) return 'APP';
  if (device.standalone) return device.ios ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
