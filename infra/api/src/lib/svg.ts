import { escapeHtml } from './html';

// Small helpers for the generated SVG images (game and vendor icons, banners): a stable hash for
// content-addressed URLs, colours, and text escaping. The images carry only shapes, gradients and
// escaped text: no scripts, no event attributes, no external references, no <style> (they pass
// the strict CSP `img-src 'self' data: blob:` and stay inert if opened directly).

/** FNV-1a (32 bit) as 8 hex digits: a stable fingerprint for URLs, not a security hash. */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** An HSL colour as [r, g, b] 0-255 (hue in degrees, saturation and lightness 0-100). */
export function hslRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = ((hue % 360) + 360) % 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return [channel(0), channel(8), channel(4)];
}

/** An HSL colour as #rrggbb (hue in degrees, saturation and lightness 0-100). */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  return `#${hslRgb(hue, saturation, lightness)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const escapeXml = escapeHtml;

/** Small words initials skip ("Fortune of the Dragon" → "FD"). */
const MINOR_WORDS = new Set(['of', 'the', 'a', 'an', 'and', 'de', 'do', 'da', 'dos', 'das', 'e']);

/** Up to two initials from a name's words ("Fortune Gems 2" → "FG", "Mahjong" → "MA"). */
export function initials(name: string): string {
  const all = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = all.filter((w) => !MINOR_WORDS.has(w.toLowerCase()));
  if (!words.length) words.push(...all);
  const first = words[0] ?? '?';
  const text = words.length > 1 ? `${first[0] ?? ''}${words[1]?.[0] ?? ''}` : first.slice(0, 2);
  return text.toUpperCase();
}

/** Headers of a generated image: content-addressed URLs never change, others are kept briefly. */
export function imageHeaders(immutable: boolean): Record<string, string> {
  return {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    // Opened directly, the image is a document: give it nothing to run or load.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    // Public artwork, fetched through a merchant's image CDN and shown on the site's pages: another
    // origin may embed it (docs/decisions/image-cdns.md); every other API answer stays same-origin.
    'cross-origin-resource-policy': 'cross-origin',
  };
}
