import { DEBOUNCE_MS } from '@tessera/contract';
import { useI18n } from '@tessera/platform-sdk';
import { useEffect, useState } from 'react';
import type { TWinner } from '@tessera/contract/api';
import { useWinnerBoard } from './api';

/** The language the winner list is asked in: follows the current one after DEBOUNCE_MS.winnerReload (250 ms, spec §4). */
function useDebouncedLanguage(): string {
  const i18n = useI18n();
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    if (language === i18n.language) return;
    const timer = setTimeout(() => setLanguage(i18n.language), DEBOUNCE_MS.winnerReload);
    return () => clearTimeout(timer);
  }, [i18n.language, language]);
  return language;
}

/** The winners, reloaded (debounced) when the language changes; a failure shows nothing (spec §8). */
const NO_WINNERS: readonly TWinner[] = [];

export function useWinners() {
  const query = useWinnerBoard(useDebouncedLanguage());
  return { winners: query.data?.list ?? NO_WINNERS, pending: query.isPending, failed: query.isError };
}
