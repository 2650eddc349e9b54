import { escapeXml, fingerprint, hslHex } from '../../lib/svg';
import { gameArtPng, gameArtSvg } from './art';

// Game and vendor icons, generated. A game's picture (art.ts): the vendor's colours, a motif for
// the kind of game and the game's name; a vendor's: its code on its colour. Deterministic, so the URL carries a fingerprint of what
// the icon shows and is served with immutable caching; a renamed game gets a new URL.
// Game lists name the PNG (decoded off the browser's main thread: a long list scrolls smoothly);
// the same icon is still served as SVG under .svg (older URLs, and anyone who asks for it).

export const GAME_ICON_PREFIX = '/api/v1/games/icons/';
export const VENDOR_ICON_PREFIX = '/api/v1/games/vendors/icons/';
/** Bump when the drawing changes: every icon URL changes with it. */
const ICON_STYLE = 'v2';

export interface TIconGame {
  id: number;
  name: string;
  vendor: string;
  category: string;
  /** games.classify: the picture's motif (art.ts). */
  classify?: string | undefined;
}

function gameFingerprint(g: TIconGame): string {
  return fingerprint(`${ICON_STYLE}|${g.id}|${g.name}|${g.vendor}|${g.category}|${g.classify ?? ''}`);
}

/** The game's icon in the lists: the PNG. */
export function gameIconUrl(g: TIconGame): string {
  return `${GAME_ICON_PREFIX}${g.id}-${gameFingerprint(g)}.png`;
}

/** The same icon as SVG. */
export function gameIconSvgUrl(g: TIconGame): string {
  return `${GAME_ICON_PREFIX}${g.id}-${gameFingerprint(g)}.svg`;
}

export function vendorIconUrl(code: string, name: string): string {
  return `${VENDOR_ICON_PREFIX}${code}-${fingerprint(`${ICON_STYLE}|${code}|${name}`)}.svg`;
}

export type TIconFormat = 'svg' | 'png';

/** `12345-abcdef01.svg` → id, fingerprint and format; `12345.png` → id and format; anything else (or a format not in `formats`) null. */
export function parseIconFile(
  file: string,
  key: RegExp = /^(\d{1,9})/,
  formats: readonly TIconFormat[] = ['svg'],
): { key: string; print: string | null; format: TIconFormat } | null {
  const m = new RegExp(`${key.source}(?:-([0-9a-f]{8}))?\\.(svg|png)$`).exec(file);
  const format = m?.[3] as TIconFormat | undefined;
  return m?.[1] && format && formats.includes(format) ? { key: m[1], print: m[2] ?? null, format } : null;
}

export function isCurrentGameIcon(g: TIconGame, print: string | null): boolean {
  return print === gameFingerprint(g);
}

export function isCurrentVendorIcon(code: string, name: string, print: string | null): boolean {
  return print !== null && vendorIconUrl(code, name).endsWith(`-${print}.svg`);
}

/** The game's picture as a 200 × 200 PNG (art.ts). */
export function gameIconPng(g: TIconGame): Buffer {
  return gameArtPng(g);
}

/** The same picture as SVG. */
export function gameIconSvg(g: TIconGame): string {
  return gameArtSvg(g);
}

export function vendorIconSvg(code: string, name: string): string {
  const seed = parseInt(fingerprint(code), 16);
  const hue = seed % 360;
  const label = escapeXml(name);
  const text = escapeXml(code.length > 8 ? code.slice(0, 8) : code);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hslHex(hue, 55, 30)}"/><stop offset="1" stop-color="${hslHex(hue + 30, 60, 18)}"/></linearGradient></defs>`,
    '<rect width="120" height="60" rx="12" fill="url(#bg)"/>',
    `<text x="60" y="38" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${code.length > 5 ? 15 : 22}" font-weight="800" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}
