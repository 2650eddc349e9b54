import type { TRemoteModule } from '../remoteModule';
import type { TLocales } from '@tessera/contract';
import { allLocales, expectValidRemote } from './expectValidRemote';
import { SAMPLE_MEMBER } from '@tessera/contract/fixtures';
import { menuLabelProblems } from './menuLabels';
import { portugueseVocabularyProblems } from './languagePacks';
import { renderRoute } from './renderRoute';

/**
 * The contract tests every remote runs (Jest globals): the module keeps the remote contract,
 * every route renders its translated title inside a platform, as a member, and every white-label
 * menu label in the remote's namespace (MENU_ENTRIES labelKey '<name>:...') resolves in its EN, PT
 * and PT-BR packs (the API sends the key; the side menu shows the owner's text), and PT and PT-BR
 * each keep their own vocabulary (PORTUGUESE_GLOSSARY). Packs loaded on demand (`lazyLocales`)
 * are loaded first and checked like the others.
 */
export function testRemoteContract(remote: TRemoteModule): void {
  let locales: TLocales = remote.locales;
  beforeAll(async () => {
    locales = await allLocales(remote);
  });

  test(`${remote.name} keeps the remote module contract`, () => {
    expect(() => expectValidRemote(remote, locales)).not.toThrow();
  });

  test.each(remote.routes.map((r) => r.path))('%s renders its translated title', async (path) => {
    const { title, container } = await renderRoute(remote, path, { session: SAMPLE_MEMBER });
    expect(title).not.toBe(remote.routes.find((r) => r.path === path)?.titleKey);
    expect(container.querySelector('h1')?.textContent).toBe(title);
  });

  test(`${remote.name}: the white-label menu labels it owns resolve in every complete language`, () => {
    expect(menuLabelProblems(remote.name, locales)).toEqual([]);
  });

  test(`${remote.name}: PT speaks Portugal's Portuguese and PT-BR Brazil's (the glossary in docs/decisions/languages.md)`, () => {
    expect(portugueseVocabularyProblems(locales)).toEqual([]);
  });
}
