import type { TSystemStatus } from '@tessera/contract';
import { escapeHtml } from '../lib/html';

// The merchant's brand in what the server writes for a player (docs/decisions/merchant-setup.md):
// the page's title, the brand-colour stylesheet and icons in the shell page's head, and the name and
// icon in the web manifest. Kept apart from the first paint's other concerns (routes/web.ts calls it).

type TBrand = NonNullable<TSystemStatus['info']['brand']>;

/** The shell page with the merchant's title, brand stylesheet (after the kit's, so its tokens win) and icon. */
export function brandPage(page: string, brand: TBrand | undefined): string {
  if (!brand) return page;
  let out = page.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(brand.pageTitle)}</title>`);
  if (brand.iconUrl) {
    const icon = escapeHtml(brand.iconUrl);
    out = out
      .replace(/(<link rel="apple-touch-icon" href=")[^"]*(")/i, (_, a: string, b: string) => `${a}${icon}${b}`)
      .replace(/<link rel="icon" href="[^"]*" type="[^"]*"\s*\/?>/i, () => `<link rel="icon" href="${icon}" type="image/png" />`);
  }
  if (brand.themeCss) {
    const link = `<link rel="stylesheet" href="${escapeHtml(brand.themeCss)}" data-brand-theme />`;
    out = out.replace(/<\/head>/i, () => `${link}\n  </head>`);
  }
  return out;
}

/** The manifest with the merchant's app name and, when it has one, its icon first. */
export function brandManifest(manifest: Record<string, unknown>, brand: TBrand | undefined): Record<string, unknown> {
  if (!brand) return manifest;
  const name = brand.appName.trim();
  const icons = Array.isArray(manifest.icons) ? (manifest.icons as Record<string, unknown>[]) : [];
  return {
    ...manifest,
    ...(name ? { name, short_name: name.length > 12 ? name.slice(0, 12).trim() : name } : {}),
    ...(brand.iconUrl
      ? {
          icons: [{ src: brand.iconUrl, sizes: '192x192', type: 'image/png', purpose: 'any' }, ...icons.filter((i) => i.purpose !== 'maskable')],
        }
      : {}),
  };
}
