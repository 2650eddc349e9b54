import { helpCenter } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** The help tree in the current language (spec §7: device MOBILE, lang). */
export function useHelpTree(language: string) {
  return useApiQuery(helpCenter, { query: { lang: language, device: 'MOBILE' } });
}
