import { MENU_ENTRIES } from '@tessera/contract/api';
import { audienceOf, buildMenu, GUEST } from './menu';

// The menu sends MENU_ENTRIES' label keys, whoever asks; whether each resolves in its owner's packs
// is the owner's test (testRemoteContract for a remote, shell/src/i18n/menuLabels.test.ts).
describe('buildMenu label keys', () => {
  it('are the MENU_ENTRIES label keys, in order, for every viewer', () => {
    const keys = MENU_ENTRIES.map((e) => e.labelKey);
    for (const audience of [GUEST, audienceOf(4), audienceOf(0), audienceOf(1)]) {
      expect(buildMenu('demo', {}, undefined, audience).list.map((e) => e.labelKey)).toEqual(keys);
    }
  });
});
