import { formatHeaderBalance } from './Header';

test('the header shows the balance as an integer with thousands separators', () => {
  expect(formatHeaderBalance('1234567.89', 'en')).toBe('1,234,567');
  expect(formatHeaderBalance('1000.00', 'en')).toBe('1,000');
  expect(formatHeaderBalance('0.50', 'en')).toBe('0');
});

test('an unknown balance shows a placeholder, not zero', () => {
  expect(formatHeaderBalance(null, 'en')).toBe('--');
});
