// Countries offered for mobile numbers (systemCountry) and accepted as dialling codes.
export interface TCountry {
  countryCode: string;
  name: string;
  /** Digits, no '+'. */
  dialingCode: string;
}

export const COUNTRIES: readonly TCountry[] = [
  { countryCode: 'CN', name: 'China', dialingCode: '86' },
  { countryCode: 'BR', name: 'Brazil', dialingCode: '55' },
  { countryCode: 'US', name: 'United States', dialingCode: '1' },
  { countryCode: 'GB', name: 'United Kingdom', dialingCode: '44' },
  { countryCode: 'PT', name: 'Portugal', dialingCode: '351' },
  { countryCode: 'ES', name: 'Spain', dialingCode: '34' },
  { countryCode: 'FR', name: 'France', dialingCode: '33' },
  { countryCode: 'TR', name: 'Türkiye', dialingCode: '90' },
  { countryCode: 'RU', name: 'Russia', dialingCode: '7' },
  { countryCode: 'UZ', name: 'Uzbekistan', dialingCode: '998' },
  { countryCode: 'IN', name: 'India', dialingCode: '91' },
  { countryCode: 'PK', name: 'Pakistan', dialingCode: '92' },
  { countryCode: 'BD', name: 'Bangladesh', dialingCode: '880' },
  { countryCode: 'NP', name: 'Nepal', dialingCode: '977' },
  { countryCode: 'TH', name: 'Thailand', dialingCode: '66' },
  { countryCode: 'VN', name: 'Vietnam', dialingCode: '84' },
  { countryCode: 'KH', name: 'Cambodia', dialingCode: '855' },
  { countryCode: 'LA', name: 'Laos', dialingCode: '856' },
  { countryCode: 'MM', name: 'Myanmar', dialingCode: '95' },
  { countryCode: 'MY', name: 'Malaysia', dialingCode: '60' },
  { countryCode: 'SG', name: 'Singapore', dialingCode: '65' },
  { countryCode: 'ID', name: 'Indonesia', dialingCode: '62' },
  { countryCode: 'PH', name: 'Philippines', dialingCode: '63' },
  { countryCode: 'TW', name: 'Taiwan', dialingCode: '886' },
  { countryCode: 'JP', name: 'Japan', dialingCode: '81' },
  { countryCode: 'KR', name: 'South Korea', dialingCode: '82' },
  { countryCode: 'AE', name: 'United Arab Emirates', dialingCode: '971' },
  { countryCode: 'SA', name: 'Saudi Arabia', dialingCode: '966' },
  { countryCode: 'IR', name: 'Iran', dialingCode: '98' },
  { countryCode: 'NG', name: 'Nigeria', dialingCode: '234' },
  { countryCode: 'KE', name: 'Kenya', dialingCode: '254' },
  { countryCode: 'TZ', name: 'Tanzania', dialingCode: '255' },
  { countryCode: 'MX', name: 'Mexico', dialingCode: '52' },
  { countryCode: 'AR', name: 'Argentina', dialingCode: '54' },
];

const DIALING_CODES = new Set(COUNTRIES.map((c) => c.dialingCode));

export const isKnownDialingCode = (digits: string): boolean => DIALING_CODES.has(digits);

/** The merchant's default country, from its currency (falls back to the first entry). */
const BY_CURRENCY: Record<string, string> = {
  CNY: 'CN',
  BRL: 'BR',
  USD: 'US',
  GBP: 'GB',
  EUR: 'PT',
  INR: 'IN',
  THB: 'TH',
  VND: 'VN',
  PHP: 'PH',
  IDR: 'ID',
  MYR: 'MY',
};

export function defaultCountry(currencyCode: string): TCountry {
  const code = BY_CURRENCY[currencyCode];
  return COUNTRIES.find((c) => c.countryCode === code) ?? (COUNTRIES[0] as TCountry);
}
