import { MENU_ENTRIES } from '@tessera/contract/api';
import { COMPLETE_LANGUAGES, SPEC_REMOTES } from '@tessera/contract';
import { labelNamespace, menuLabelProblems } from './menuLabels';

const entries = [{ labelKey: 'agent:menu.agentCenter' }, { labelKey: 'agent:menu.teamBetting' }, { labelKey: 'member:title.benefits' }];
const complete = {
  EN: { menu: { agentCenter: 'Agent Center', teamBetting: 'Team Betting' } },
  PT: { menu: { agentCenter: 'Central do Agente', teamBetting: 'Apostas da Equipa' } },
  'PT-BR': { menu: { agentCenter: 'Central do Agente', teamBetting: 'Apostas da Equipe' } },
  CN: { menu: { agentCenter: '代理中心', teamBetting: '团队投注' } },
  UR: { menu: { agentCenter: 'ایجنٹ سینٹر', teamBetting: 'ٹیم کی شرطیں' } },
};

describe('menuLabelProblems', () => {
  it('is empty when every label of the namespace resolves in every complete language', () => {
    expect(menuLabelProblems('agent', complete, entries)).toEqual([]);
  });

  it('names a label missing in one language, blank in another, or not a string', () => {
    const packs = {
      EN: complete.EN,
      PT: { menu: { agentCenter: 'Central do Agente' } },
      'PT-BR': { menu: { agentCenter: '  ', teamBetting: { nested: 'x' } } },
      CN: complete.CN,
      UR: { menu: { teamBetting: 'ٹیم کی شرطیں' } },
    };
    expect(menuLabelProblems('agent', packs, entries)).toEqual([
      'menu label agent:menu.agentCenter is missing in PT-BR',
      'menu label agent:menu.agentCenter is missing in UR',
      'menu label agent:menu.teamBetting is missing in PT',
      'menu label agent:menu.teamBetting is missing in PT-BR',
    ]);
  });

  it('names every label when a complete language has no pack at all', () => {
    expect(menuLabelProblems('agent', { EN: complete.EN, PT: complete.PT, 'PT-BR': complete['PT-BR'], UR: complete.UR }, entries)).toEqual([
      'menu label agent:menu.agentCenter is missing in CN',
      'menu label agent:menu.teamBetting is missing in CN',
    ]);
  });

  it("checks only the namespace it is given (another owner's labels are theirs)", () => {
    expect(menuLabelProblems('member', complete, entries)).toEqual([
      'menu label member:title.benefits is missing in EN',
      'menu label member:title.benefits is missing in PT',
      'menu label member:title.benefits is missing in PT-BR',
      'menu label member:title.benefits is missing in CN',
      'menu label member:title.benefits is missing in UR',
    ]);
    expect(menuLabelProblems('shell', {}, entries)).toEqual([]);
  });

  it('reads the real MENU_ENTRIES by default', () => {
    expect(menuLabelProblems('agent', {})).toHaveLength(MENU_ENTRIES.filter((e) => e.labelKey.startsWith('agent:')).length * COMPLETE_LANGUAGES.length);
  });
});

describe('MENU_ENTRIES label keys', () => {
  // A label in a namespace no one owns would be checked by no one's tests.
  it('are <namespace>:<path> with the namespace of a remote or the shell', () => {
    const owners: readonly string[] = [...SPEC_REMOTES, 'shell'];
    for (const { labelKey } of MENU_ENTRIES) {
      expect({ labelKey, owned: owners.includes(labelNamespace(labelKey)), path: labelKey.split(':')[1] !== '' }).toEqual({
        labelKey,
        owned: true,
        path: true,
      });
    }
  });
});
