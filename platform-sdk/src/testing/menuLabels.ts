import { MENU_ENTRIES } from '@tessera/contract/api';
import { COMPLETE_LANGUAGES } from '@tessera/contract';

/** Language code (EN, PT, PT-BR, ...) → one namespace's strings, as a remote's `locales` or the shell's packs. */
export type TNamespacePacks = Readonly<Record<string, unknown>>;

function lookup(pack: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined), pack);
}

/** The namespace of a label key ('member:title.rewardCenter' → 'member'), '' when it has none. */
export const labelNamespace = (labelKey: string) => (labelKey.includes(':') ? labelKey.slice(0, labelKey.indexOf(':')) : '');

/**
 * Lists every white-label menu label (MENU_ENTRIES labelKey '<namespace>:<path>') of `namespace`
 * that `packs` cannot show in a complete language (EN, PT, PT-BR): missing, not a string, or blank.
 * Each owner checks its own: a remote in testRemoteContract(remote) with its name and locales, the
 * shell with namespace 'shell' and its packs. Empty when all resolve.
 */
export function menuLabelProblems(namespace: string, packs: TNamespacePacks, entries: readonly { labelKey: string }[] = MENU_ENTRIES): string[] {
  const problems: string[] = [];
  for (const { labelKey } of entries) {
    if (labelNamespace(labelKey) !== namespace) continue;
    const path = labelKey.slice(namespace.length + 1);
    for (const lang of COMPLETE_LANGUAGES) {
      const text = lookup(packs[lang], path);
      if (typeof text !== 'string' || text.trim() === '') problems.push(`menu label ${labelKey} is missing in ${lang}`);
    }
  }
  return problems;
}
