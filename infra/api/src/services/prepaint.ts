import { DEFAULT_THEME, statusInfoOf, type TSystemStatus } from '@tessera/contract';
import { escapeHtml } from '../lib/html';

/** The comment inside shell/index.html's body that the server replaces with the first paint (home only). */
export const PREPAINT_PLACEHOLDER = '<!--tessera:prepaint-->';

/** The logo the shell's header draws (shell/src/layout/Header.tsx), so the first paint and the page match. */
const PLATFORM_LOGO =
  '<svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true"><path d="M14 14h16v16H14zM34 14h16v16H34zM14 34h16v16H14z" fill="currentColor"/><path d="M34 34h16v16H34z" fill="var(--tk-text)"/></svg>';

/** The merchant's logo where it has one (merchant setup), else the platform's mark, as the header draws it. */
function brandLogo(url: string | null): string {
  return url ? `<img src="${escapeHtml(url)}" height="28" alt="">` : PLATFORM_LOGO;
}

export interface TPrepaintInput {
  /** The carousel's first banner (the page's LCP image); without one there is no first paint. */
  banner: string | null;
  status: TSystemStatus | null;
}

/**
 * Home's first paint, written into the page so a phone shows the top of home (its chrome and the
 * first banner) as soon as the HTML and the shell's CSS arrive, before any JavaScript has run
 * (docs/decisions/home-performance.md, "First paint").
 *
 * It is a picture of what the page will show there for a first visit: the header, under it one
 * strip (the download bar when the merchant offers the app — APPWINDOW; never in an installed app,
 * by a media query — else the invite banner while REFERRAL is on), the first banner and the marquee row, at the page's own
 * sizes. It is `aria-hidden`, `inert` and lets taps through; the shell removes it once home has
 * drawn its own banner (shell/src/boot/prepaint.ts), or when anything else happens first.
 */
export function prepaintHtml({ banner, status }: TPrepaintInput): string {
  if (!banner) return '';
  const info = statusInfoOf(status);
  const logo = brandLogo(info.brand.logoUrl);
  const parts: string[] = [];
  parts.push(`<div class="tp-header"><i class="tp-logo">${logo}</i><b class="tp-pill"></b></div>`);
  // One strip under the header (issue 28): the download bar, else the invite banner (the CSS shows
  // an invite banner that follows the download bar only in an installed app, where the bar is hidden).
  if (info.flags.APPWINDOW === true)
    parts.push(
      `<div class="tp-bar tp-download${info.downloadBonus ? ' tp-download--bonus' : ''}"><i class="tp-logo">${logo}</i><b class="tp-line"></b><b class="tp-pill tp-pill--primary"></b></div>`,
    );
  if (info.flags.REFERRAL === true) parts.push('<div class="tp-bar tp-invite"><b class="tp-line"></b><b class="tp-pill tp-pill--primary"></b></div>');
  parts.push(`<div class="tp-banner"><img src="${escapeHtml(banner)}" width="750" height="300" alt="" fetchpriority="high" decoding="async"></div>`);
  parts.push('<div class="tp-marquee"><b class="tp-line"></b></div>');
  return `<div id="tessera-prepaint" class="tp" aria-hidden="true" inert>${parts.join('')}</div>`;
}

/** Puts the first paint where the placeholder is, or first in the body of a template without one. */
export function injectPrepaint(page: string, html: string): string {
  if (page.includes(PREPAINT_PLACEHOLDER)) return page.replace(PREPAINT_PLACEHOLDER, () => html);
  return html ? page.replace(/<body[^>]*>/i, (body) => `${body}${html}`) : page;
}

export type TPageTheme = 'dark' | 'light';

/** The theme the page opens in: the player's choice (the shell's cookie), else the merchant's, else dark, as the shell decides. */
export function pageTheme(cookie: string | undefined, merchantTheme: string | undefined): TPageTheme {
  if (cookie === 'dark' || cookie === 'light') return cookie;
  if (merchantTheme === 'dark' || merchantTheme === 'light') return merchantTheme;
  return DEFAULT_THEME;
}

/** The page's <html data-theme> and theme-color in `theme`, so its first paint is not drawn in the other one. */
export function withTheme(page: string, theme: TPageTheme, colour: string): string {
  return page
    .replace(/(<html\b[^>]*\bdata-theme=")(?:dark|light)(")/i, (_, a: string, b: string) => `${a}${theme}${b}`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/i, (_, a: string, b: string) => `${a}${colour}${b}`);
}
