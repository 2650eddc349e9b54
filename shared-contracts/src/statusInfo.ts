// The status payload (spec §3) as screens read it, built once by the shell and handed out through
// usePlatform().statusInfo (and by createTestPlatform in tests). Zod-free.
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DOWNLOAD_RESOURCE_TYPES,
  LANGUAGES,
  MENU_PERMISSION_KEYS,
  SYSTEM_STATUS,
  type TMenuPermissionKey,
  type TSystemStatusCode,
} from './constants';
import { customerServiceLinks, type TCustomerServiceLink } from './customerService';
import type { TSystemStatus } from './registry';

/** Spec §4: a template is 'new' when its flag is '1', else 'base'. */
export type TTemplate = 'new' | 'base';

export interface TStatusInfo {
  /** 0 normal, 1 maintenance, 2 region restriction (spec §2). */
  code: TSystemStatusCode;
  maintenance: boolean;
  regionRestriction: boolean;
  /** The caller's address as the server saw it. */
  ip: string;
  merchantName: string;
  mainDomain: string;
  domainRoute: readonly string[];
  imageCDNs: readonly string[];
  /** Customer-service entries with their links decrypted (customerService.ts); undecryptable ones left out. */
  customerService: readonly TCustomerServiceLink[];
  /** Download links (resourceType IOS, Android, MOBILECONFIG, AppDownloadIcon, ...) in the payload's order. */
  downloads: readonly { resourceType: string; url: string; bonus?: string }[];
  /** The largest app-download bonus any download link carries (a decimal string), null when none does. */
  downloadBonus: string | null;
  /** The merchant's configured paths (e.g. the member-info path). */
  paths: Readonly<Record<string, string>>;
  /** Registration fields: enabled and required per field name, plus `captcha`. */
  register: Readonly<Record<string, { enabled: boolean; required: boolean }>>;
  /** mobileTemplate mem_cen / dep_func: member center and deposit detail templates. */
  templates: { memberCenter: TTemplate; deposit: TTemplate };
  currency: { code: string; symbol: string };
  /** White-label flags (every key of FLAG_KEYS; a key the payload lacks is off). */
  flags: Readonly<Record<string, boolean>>;
  /** Menu permission keys (spec §3): an entry shows only while its key is on. */
  menu: Readonly<Record<TMenuPermissionKey, boolean>>;
  /** The merchant's brand (operator setup): app name, page title, logo and icon URLs, footer; defaults when the payload has none. */
  brand: TBrand;
  /** OpenID Connect providers ready for sign-in (flag on, configured, enabled; docs/decisions/social-login.md). */
  socialLogin?: readonly ('google' | 'facebook')[];
  /** Login and registration by mobile accept a phone-verification service's ID token (docs/decisions/social-login.md). */
  phoneVerification?: boolean;
}

export interface TBrand {
  /** The name the header and side menu show beside the logo ('' before the status arrives). */
  appName: string;
  pageTitle: string;
  /** The merchant's logo, or null: the platform's mark. */
  logoUrl: string | null;
  footer: { licenceText: string; licenceNumber: string; paymentMarks: readonly string[] };
  /** The merchant's languages: the one a first visit opens in, and the ones the selectors offer (spec codes). */
  languages: { default: string; offered: readonly string[] };
}

/** The first download link of a resource type, if any. */
export function downloadLink(info: Pick<TStatusInfo, 'downloads'>, resourceType: (typeof DOWNLOAD_RESOURCE_TYPES)[number] | string): string | null {
  return info.downloads.find((d) => d.resourceType === resourceType)?.url ?? null;
}

/** The largest positive bonus among the download links, as sent; null when no link carries one. */
export function downloadBonusOf(resources: readonly { bonus?: string }[]): string | null {
  let best: string | null = null;
  for (const r of resources) if (r.bonus && Number(r.bonus) > 0 && (best === null || Number(r.bonus) > Number(best))) best = r.bonus;
  return best;
}

const templateOf = (flag: string | undefined): TTemplate => (flag === '1' ? 'new' : 'base');

/**
 * TStatusInfo of a status payload. Without one (first visit offline, before the status arrives)
 * everything is empty or off and the status is normal, so screens render their plain version.
 */
export function statusInfoOf(status: TSystemStatus | null | undefined): TStatusInfo {
  const info = status?.info;
  const flags = info?.whitelabel ?? {};
  return {
    code: status?.status ?? SYSTEM_STATUS.normal,
    maintenance: status?.maintenance ?? false,
    regionRestriction: status?.regionRestriction ?? false,
    ip: status?.location.ip ?? '',
    merchantName: info?.merchantName ?? '',
    mainDomain: info?.mainDomain ?? '',
    domainRoute: info?.domainRoute ?? [],
    imageCDNs: info?.imageCDNs ?? [],
    customerService: customerServiceLinks(info?.customerService ?? []),
    downloads: info?.resources ?? [],
    downloadBonus: downloadBonusOf(info?.resources ?? []),
    paths: info?.paths ?? {},
    register: info?.register ?? {},
    templates: { memberCenter: templateOf(info?.mobileTemplate?.mem_cen), deposit: templateOf(info?.mobileTemplate?.dep_func) },
    currency: info?.currency ?? { ...DEFAULT_CURRENCY },
    flags,
    menu: Object.fromEntries(MENU_PERMISSION_KEYS.map((k) => [k, flags[k] === true])) as Record<TMenuPermissionKey, boolean>,
    brand: {
      appName: info?.brand?.appName || info?.merchantName || '',
      pageTitle: info?.brand?.pageTitle ?? '',
      logoUrl: info?.brand?.logoUrl ?? null,
      footer: info?.brand?.footer ?? { licenceText: '', licenceNumber: '', paymentMarks: [] },
      languages: info?.brand?.languages ?? { default: DEFAULT_LANGUAGE, offered: LANGUAGES.map((l) => l.code) },
    },
    socialLogin: info?.socialLogin ?? [],
    phoneVerification: info?.phoneVerification === true,
  };
}
