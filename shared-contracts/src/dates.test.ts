import { formatDateTime } from './dates';

const at = '2026-11-25T14:05:00.000Z';
const utc = { timeZone: 'UTC' };

test("dates follow the language's tag, not the browser's", () => {
  expect(formatDateTime(at, { locale: 'en', style: 'date', ...utc })).toBe('Nov 25, 2026');
  expect(formatDateTime(at, { locale: 'pt', style: 'date', ...utc })).toBe('25 de nov. de 2026');
  expect(formatDateTime(at, { locale: 'pt-BR', style: 'record', ...utc })).toBe('25/11/2026, 14:05');
  expect(formatDateTime(at, { locale: 'en', style: 'record', ...utc })).toBe('11/25/2026, 14:05');
  expect(formatDateTime(at, { locale: 'en', style: 'time', ...utc })).toBe('02:05 PM');
  expect(formatDateTime(at, { locale: 'pt-BR', style: 'time', ...utc })).toBe('14:05');
});

test('an unreadable date is shown as it came', () => {
  expect(formatDateTime('not a date', { locale: 'en' })).toBe('not a date');
});
