import { BRAND_MIN_CONTRAST, type TBrandColours } from '@tessera/contract/api';
import { ApiError } from '../../errors';

// Brand colours replace three ui-kit tokens per theme (--tk-primary, --tk-on-primary,
// --tk-primary-ink); the rest of the palette stays the kit's. Each replaced colour must keep the
// pairs ui-kit's tokens.test.ts holds for the kit's own colours at WCAG AA (4.5:1).

/** The kit's page and card colours per theme (ui-kit/src/tokens.css --tk-bg, --tk-surface). */
export const THEME_SURFACES = {
  dark: { bg: '#0f1115', surface: '#1a1d24' },
  light: { bg: '#f5f6f8', surface: '#ffffff' },
} as const;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The pairs each theme's brand colours must hold: [field, its colour, what it is against, that colour]. */
function pairs(colours: TBrandColours): { field: string; theme: string; fg: string; against: string; bg: string }[] {
  return (['dark', 'light'] as const).flatMap((theme) => {
    const c = colours[theme];
    const s = THEME_SURFACES[theme];
    return [
      { field: `branding.colours.${theme}.onPrimary`, theme, fg: c.onPrimary, against: 'primary', bg: c.primary },
      { field: `branding.colours.${theme}.primaryInk`, theme, fg: c.primaryInk, against: 'page', bg: s.bg },
      { field: `branding.colours.${theme}.primaryInk`, theme, fg: c.primaryInk, against: 'card', bg: s.surface },
    ];
  });
}

/** BRAND_CONTRAST_LOW naming the first colour below AA, with the ratio it reached. */
export function assertContrast(colours: TBrandColours | null): void {
  if (!colours) return;
  for (const p of pairs(colours)) {
    const ratio = Math.floor(contrastRatio(p.fg, p.bg) * 100) / 100;
    if (ratio < BRAND_MIN_CONTRAST) {
      throw new ApiError('BRAND_CONTRAST_LOW', {
        field: p.field,
        theme: p.theme,
        against: p.against,
        ratio,
        min: BRAND_MIN_CONTRAST,
        reason: `${p.field} ${p.fg} on the ${p.theme} ${p.against} (${p.bg}) reaches ${ratio}:1; WCAG AA needs ${BRAND_MIN_CONTRAST}:1`,
      });
    }
  }
}

/** The stylesheet that puts the brand colours into the theme tokens (served as /brand/<code>/theme-<hash>.css). */
export function themeCss(colours: TBrandColours): string {
  const block = (selector: string, c: TBrandColours['dark']) =>
    `${selector}{--tk-primary:${c.primary};--tk-on-primary:${c.onPrimary};--tk-primary-ink:${c.primaryInk}}`;
  return `${block(":root,[data-theme='dark']", colours.dark)}\n${block("[data-theme='light']", colours.light)}\n`;
}
