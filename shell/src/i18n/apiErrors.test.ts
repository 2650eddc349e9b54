import { ERROR_CODES } from '@tessera/contract/api';
import { cn } from './locales/cn';
import { pt } from './locales/pt';
import { ptBR } from './locales/ptBR';
import { ur } from './locales/ur';

const lookup = (pack: object, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), pack);

test.each([
  ['PT', pt],
  ['PT-BR', ptBR],
  ['CN', cn],
  ['UR', ur],
])('every message of the API error catalogue is translated in %s', (_, pack) => {
  const keys = [...new Set(Object.values(ERROR_CODES).map((e) => e.i18nKey))];
  const missing = keys.filter((k) => typeof lookup(pack, k) !== 'string' || (lookup(pack, k) as string).trim() === '');
  expect(missing).toEqual([]);
});
