import { helpCenter } from '@tessera/shared-contracts/api';
import { useApiQuery } from '@tessera/shared-contracts/data';

/** The help tree in the current language (spec §7: device MOBILE, lang). */
export function useHelpTree(language: string) {
  return useApiQuery(helpCenter, { query: { lang: language, device: 'MOBILE' } });
}
