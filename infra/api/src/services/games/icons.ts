import { escapeXml, fingerprint, hslHex, initials } from '../../lib/svg';
import { gameIconPng as rasterIcon } from './iconRaster';

// Game and vendor icons, generated: a gradient in the category's colour family (varied per game),
// the game's initials and a vendor tag. Deterministic, so the URL carries a fingerprint of what
// the icon shows and is served with immutable caching; a renamed game gets a new URL.
// Game lists name the PNG (decoded off the browser's main thread: a long list scrolls smoothly);
// the same icon is still served as SVG under .svg (older URLs, and anyone who asks for it).

export const GAME_ICON_PREFIX = '/api/v1/games/icons/';
export const VENDOR_ICON_PREFIX = '/api/v1/games/vendors/icons/';
/** Bump when the drawing changes: every icon URL changes with it. */
const ICON_STYLE = 'v1';

const CATEGORY_HUE: Record<string, number> = { RNG: 285, LIVE: 350, FISH: 195, SPORTS: 130, ESPORTS: 255, PVP: 28, LOTT: 45, ELOTT: 320 };

export interface TIconGame {
  id: number;
  name: string;
  vendor: string;
  category: string;
}

function gameFingerprint(g: TIconGame): string {
  return fingerprint(`${ICON_STYLE}|${g.id}|${g.name}|${g.vendor}|${g.category}`);
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

/** What varies between game icons: the hue (the category's, varied per game) and the glow's centre. */
function iconLook(g: TIconGame): { hue: number; cx: number; cy: number } {
  const seed = parseInt(gameFingerprint(g), 16);
  return { hue: (CATEGORY_HUE[g.category] ?? 210) + ((seed % 61) - 30), cx: 40 + ((seed >>> 8) % 120), cy: 30 + ((seed >>> 16) % 80) };
}

/** The game's icon as a 200 × 200 PNG (iconRaster.ts): the SVG's drawing in pixels, without its vendor band. */
export function gameIconPng(g: TIconGame): Buffer {
  const { hue, cx, cy } = iconLook(g);
  return rasterIcon({ name: g.name, hue, glowX: cx, glowY: cy });
}

export function gameIconSvg(g: TIconGame): string {
  const { hue, cx, cy } = iconLook(g);
  const from = hslHex(hue, 72, 52);
  const to = hslHex(hue + 38, 78, 24);
  const glow = hslHex(hue + 180, 90, 70);
  const label = escapeXml(`${g.name} · ${g.vendor}`);
  const letters = escapeXml(initials(g.name));
  const vendor = escapeXml(g.vendor.length > 10 ? g.vendor.slice(0, 10) : g.vendor);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="gl" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    '<clipPath id="card"><rect width="200" height="200" rx="28"/></clipPath>',
    '</defs>',
    '<g clip-path="url(#card)">',
    '<rect width="200" height="200" fill="url(#bg)"/>',
    `<circle cx="${cx}" cy="${cy}" r="70" fill="url(#gl)"/>`,
    '<circle cx="168" cy="36" r="46" fill="#ffffff" fill-opacity="0.08"/>',
    `<text x="100" y="118" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="68" font-weight="800" fill="#ffffff" fill-opacity="0.96">${letters}</text>`,
    '<rect x="0" y="154" width="200" height="46" fill="#000000" fill-opacity="0.28"/>',
    `<text x="100" y="184" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="20" font-weight="700" letter-spacing="2" fill="#ffffff">${vendor}</text>`,
    '</g>',
    '</svg>',
  ].join('');
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
