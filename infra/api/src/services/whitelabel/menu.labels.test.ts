import { MENU_ENTRIES } from '@tessera/shared-contracts/api';
import type { TLocales } from '@tessera/shared-contracts/node';
import { locales as agent } from '../../../../../mfe-agent/src/locales';
import { locales as games } from '../../../../../mfe-games/src/locales';
import { locales as home } from '../../../../../mfe-home/src/locales';
import { locales as lottery } from '../../../../../mfe-lottery/src/locales';
import { locales as member } from '../../../../../mfe-member/src/locales';
import { locales as wallet } from '../../../../../mfe-wallet/src/locales';
import { en as shellEn } from '../../../../../shell/src/i18n/locales/en';
import { pt as shellPt } from '../../../../../shell/src/i18n/locales/pt';
import { ptBR as shellPtBR } from '../../../../../shell/src/i18n/locales/ptBR';
import { buildMenu, GUEST } from './menu';

// Every labelKey the white-label menu emits ('<namespace>:<path>') must resolve in the owning
// remote's pack (or the shell's, namespace 'shell') in EN, PT and PT-BR (the complete languages).

const PACKS: Record<string, TLocales> = {
  agent, games, home, lottery, member, wallet,
  shell: { EN: shellEn, PT: shellPt, 'PT-BR': shellPtBR } as unknown as TLocales,
};

function lookup(pack: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined), pack);
}

const emitted = buildMenu('demo', {}, undefined, { viewer: 'member', agent: true }).list.map((e) => e.labelKey);

describe('white-label menu label keys', () => {
  it('the menu emits every MENU_ENTRIES label key', () => {
    expect(emitted).toEqual(MENU_ENTRIES.map((e) => e.labelKey));
    expect(buildMenu('demo', {}, undefined, GUEST).list.map((e) => e.labelKey)).toEqual(emitted);
  });

  it.each(emitted)('%s exists in EN, PT and PT-BR', (labelKey) => {
    const [ns = '', path = ''] = labelKey.split(':');
    expect(path).not.toBe('');
    const pack = PACKS[ns];
    expect(pack).toBeDefined();
    for (const lang of ['EN', 'PT', 'PT-BR']) {
      const text = lookup(pack?.[lang], path);
      expect({ lang, labelKey, ok: typeof text === 'string' && text.trim().length > 0 }).toEqual({ lang, labelKey, ok: true });
    }
  });
});
