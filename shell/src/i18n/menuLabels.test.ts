import { menuLabelProblems } from '@tessera/platform-sdk/testing';
import { SHELL_NS } from '.';
import { cn } from './locales/cn';
import { en } from './locales/en';
import { pt } from './locales/pt';
import { ptBR } from './locales/ptBR';
import { ur } from './locales/ur';

// The white-label menu (GET /api/v1/whitelabel/menu) sends label keys, not text; a key in the
// shell's namespace ('shell:...') is shown from these packs, so each must exist in EN, PT and
// PT-BR. Remotes check theirs in testRemoteContract().
test('the white-label menu labels the shell owns resolve in every complete language (EN, PT, PT-BR, CN, UR)', () => {
  expect(menuLabelProblems(SHELL_NS, { EN: en, PT: pt, 'PT-BR': ptBR, CN: cn, UR: ur })).toEqual([]);
});
