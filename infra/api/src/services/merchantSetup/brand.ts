import { LANGUAGES, type TSystemStatus } from '@tessera/contract';
import type { TBrandColours } from '@tessera/contract/api';
import { parseJson } from '../../lib/json';
import { fingerprint } from '../../lib/svg';
import { themeCss } from './contrast';

/** What branding stores: the operator's fields plus the assets in use (by hash). */
export interface TStoredBranding {
  appName: string;
  pageTitle: string;
  colours: TBrandColours | null;
  logo: { hash: string; type: 'svg' | 'png'; bytes: number; width?: number; height?: number } | null;
  icon: { hash: string; type: 'png'; bytes: number; width: number; height: number } | null;
}

export const EMPTY_BRANDING: TStoredBranding = { appName: '', pageTitle: '', colours: null, logo: null, icon: null };
/** The URL a brand asset is served at (routes/merchantSetup.ts): content-addressed, immutable. */
export const assetUrl = (code: string, hash: string, type: 'svg' | 'png') => `/brand/${code}/${hash}.${type}`;

type TBrandInfo = NonNullable<TSystemStatus['info']['brand']>;

/** The stylesheet URL of a merchant's brand colours: changes whenever the colours do. */
export const themeCssUrl = (code: string, css: string) => `/brand/${code}/theme-${fingerprint(css)}.css`;

/** The brand every client of the merchant sees (status payload info.brand), from its config rows. */
export function brandInfo(code: string, merchantName: string, config: ReadonlyMap<string, string>): TBrandInfo {
  const branding: TStoredBranding = { ...EMPTY_BRANDING, ...parseJson<Partial<TStoredBranding>>(config.get('branding'), {}) };
  const languages = parseJson<{ default: string; offered: string[] }>(config.get('languages'), { default: 'EN', offered: LANGUAGES.map((l) => l.code) });
  const footer = parseJson<TBrandInfo['footer']>(config.get('footer'), { licenceText: '', licenceNumber: '', paymentMarks: [] });
  const appName = branding.appName || merchantName;
  return {
    appName,
    pageTitle: branding.pageTitle || appName,
    logoUrl: branding.logo ? assetUrl(code, branding.logo.hash, branding.logo.type) : null,
    iconUrl: branding.icon ? assetUrl(code, branding.icon.hash, 'png') : null,
    themeCss: branding.colours ? themeCssUrl(code, themeCss(branding.colours)) : null,
    languages,
    footer,
  };
}
