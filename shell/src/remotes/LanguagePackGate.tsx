import { use } from 'react';
import { remotePacksPending, useLanguage } from '../i18n';

/**
 * Holds its Suspense boundary until the remote's pack for the language in use is there (packs that
 * load on demand, platform 1.8): the page's first paint is in the player's language, never EN first.
 * It sits after the page, so the page's chunk is already on its way.
 */
export function LanguagePackGate({ ns }: { ns: string }): null {
  const lang = useLanguage();
  const pending = remotePacksPending(ns, lang.code);
  if (pending) use(pending);
  return null;
}
